// Line-based channels to an mjai program: its standard input/output (a child
// process) or a TCP connection. POSIX only; no Qt. Every read has a time
// limit so a silent program cannot hang the game.
#pragma once

#include <memory>
#include <optional>
#include <string>

namespace qe::mjai {

class LineChannel {
public:
    virtual ~LineChannel() = default;
    // False when the other side is gone.
    virtual bool send(const std::string& line) = 0;
    // One line (without its newline) within `timeoutMs` (< 0: no limit);
    // nullopt on timeout, end of input or error, with the reason in *why.
    virtual std::optional<std::string> readLine(int timeoutMs, std::string* why) = 0;
    virtual void close() = 0;
};

// Runs `command` with /bin/sh -c; its stdin/stdout are the channel, its
// stderr is ours. close() kills it.
std::unique_ptr<LineChannel> spawnProcess(const std::string& command);
// Connects to host:port; throws std::runtime_error naming the address.
std::unique_ptr<LineChannel> connectTcp(const std::string& host, int port);

class TcpListener {
public:
    // Listens on 127.0.0.1:port (0: any free port). Throws std::runtime_error.
    explicit TcpListener(int port, bool loopbackOnly = true);
    ~TcpListener();
    TcpListener(const TcpListener&) = delete;
    TcpListener& operator=(const TcpListener&) = delete;
    int port() const { return port_; }
    // The next client within timeoutMs (< 0: no limit), else nullptr.
    std::unique_ptr<LineChannel> accept(int timeoutMs);

private:
    int fd_ = -1;
    int port_ = 0;
};

}  // namespace qe::mjai
