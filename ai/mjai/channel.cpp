#include "mjai/channel.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>

namespace qe::mjai {

namespace {

class FdChannel : public LineChannel {
public:
    FdChannel(int in, int out, pid_t pid, bool socket) : in_(in), out_(out), pid_(pid), socket_(socket) {}
    ~FdChannel() override { close(); }

    bool send(const std::string& line) override {
        if (out_ < 0) return false;
        std::string s = line + "\n";
        std::size_t off = 0;
        while (off < s.size()) {
            const ssize_t n = socket_ ? ::send(out_, s.data() + off, s.size() - off, MSG_NOSIGNAL)
                                      : ::write(out_, s.data() + off, s.size() - off);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            off += std::size_t(n);
        }
        return true;
    }

    std::optional<std::string> readLine(int timeoutMs, std::string* why) override {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            if (auto nl = buf_.find('\n'); nl != std::string::npos) {
                std::string line = buf_.substr(0, nl);
                buf_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return line;
            }
            if (in_ < 0) {
                if (why) *why = "the channel is closed";
                return std::nullopt;
            }
            int wait = -1;
            if (timeoutMs >= 0) {
                const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
                if (left.count() <= 0) {
                    if (why) *why = "no answer within " + std::to_string(timeoutMs) + " ms";
                    return std::nullopt;
                }
                wait = int(left.count());
            }
            pollfd p{in_, POLLIN, 0};
            const int r = ::poll(&p, 1, wait);
            if (r < 0 && errno == EINTR) continue;
            if (r < 0) {
                if (why) *why = std::string("poll: ") + std::strerror(errno);
                return std::nullopt;
            }
            if (r == 0) continue;  // the deadline check above reports it
            char tmp[4096];
            const ssize_t n = ::read(in_, tmp, sizeof tmp);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                if (why) *why = n == 0 ? "the program closed its output (exited or crashed)" : std::strerror(errno);
                return std::nullopt;
            }
            buf_.append(tmp, std::size_t(n));
        }
    }

    void close() override {
        if (in_ >= 0) ::close(in_);
        if (out_ >= 0 && out_ != in_) ::close(out_);
        in_ = out_ = -1;
        if (pid_ > 0) {
            ::kill(-pid_, SIGKILL);
            ::kill(pid_, SIGKILL);
            int st = 0;
            ::waitpid(pid_, &st, 0);
            pid_ = -1;
        }
    }

private:
    int in_, out_;
    pid_t pid_;
    bool socket_;
    std::string buf_;
};

}  // namespace

std::unique_ptr<LineChannel> spawnProcess(const std::string& command) {
    // A program that died must not take us with it when we write to it.
    ::signal(SIGPIPE, SIG_IGN);
    int toChild[2], fromChild[2];
    if (::pipe2(toChild, O_CLOEXEC) != 0) throw std::runtime_error("pipe: " + std::string(std::strerror(errno)));
    if (::pipe2(fromChild, O_CLOEXEC) != 0) throw std::runtime_error("pipe: " + std::string(std::strerror(errno)));
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork: " + std::string(std::strerror(errno)));
    if (pid == 0) {
        // A group of its own, so close() ends the shell and what it started.
        ::setpgid(0, 0);
        ::dup2(toChild[0], 0);
        ::dup2(fromChild[1], 1);
        ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::setpgid(pid, pid);  // either side may get there first
    ::close(toChild[0]);
    ::close(fromChild[1]);
    return std::make_unique<FdChannel>(fromChild[0], toChild[1], pid, false);
}

std::unique_ptr<LineChannel> connectTcp(const std::string& host, int port) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* res = nullptr;
    const std::string where = host + ":" + std::to_string(port);
    if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &res) != 0 || !res)
        throw std::runtime_error("connect " + where + ": unknown host");
    int fd = -1;
    for (addrinfo* a = res; a; a = a->ai_next) {
        fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0) continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) break;
        ::close(fd);
        fd = -1;
    }
    ::freeaddrinfo(res);
    if (fd < 0) throw std::runtime_error("connect " + where + ": " + std::strerror(errno));
    return std::make_unique<FdChannel>(fd, fd, -1, true);
}

TcpListener::TcpListener(int port, bool loopbackOnly) {
    fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd_ < 0) throw std::runtime_error("socket: " + std::string(std::strerror(errno)));
    int one = 1;
    ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(std::uint16_t(port));
    a.sin_addr.s_addr = htonl(loopbackOnly ? INADDR_LOOPBACK : INADDR_ANY);
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd_, 8) != 0) {
        const std::string err = std::strerror(errno);
        ::close(fd_);
        throw std::runtime_error("listen on port " + std::to_string(port) + ": " + err);
    }
    socklen_t len = sizeof a;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
    port_ = ntohs(a.sin_port);
}

TcpListener::~TcpListener() {
    if (fd_ >= 0) ::close(fd_);
}

std::unique_ptr<LineChannel> TcpListener::accept(int timeoutMs) {
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, timeoutMs) <= 0) return nullptr;
    const int c = ::accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (c < 0) return nullptr;
    return std::make_unique<FdChannel>(c, c, -1, true);
}

}  // namespace qe::mjai
