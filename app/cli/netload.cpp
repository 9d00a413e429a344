// quetai-cli netload: load on the online table's server (docs/network.md,
// docs/performance.md "The online table"). Starts quetai-server (the one
// beside this program, on a free loopback port) unless --url names one,
// seats N tables of four bot clients (the simple bot, one answer every
// 500 ms per seat: a person's pace, so what is measured is the server),
// plays for S seconds and prints one JSON object: tables,
// messages_per_second, p50_ms and p99_ms (from an action's sending to its
// view's arrival at every peer of the table) and server_mb_per_table (the
// server's resident memory grown per table).
#include <cstdio>
#include <string>
#include <vector>

#include "cli.h"

#ifdef QUETAI_WITH_NET

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "botclient.h"

namespace {

double residentMb(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QString s = QString::fromUtf8(f.readAll());
    const auto m = QRegularExpression(QStringLiteral("VmRSS:\\s+(\\d+) kB")).match(s);
    return m.hasMatch() ? m.captured(1).toDouble() / 1024.0 : -1;
}

// Runs the event loop until `cond` holds (checked every 10 ms) or `ms` pass.
bool waitFor(const std::function<bool()>& cond, int ms) {
    if (cond()) return true;
    QEventLoop loop;
    QTimer poll, limit;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cond()) loop.quit();
    });
    QObject::connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    limit.setSingleShot(true);
    poll.start(10);
    limit.start(ms);
    loop.exec();
    return cond();
}

// CPU seconds (user + system) a process has used, from /proc/PID/stat.
double cpuSeconds(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QString s = QString::fromUtf8(f.readAll());
    const QStringList parts = s.mid(s.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
    if (parts.size() < 15) return -1;
    return (parts[11].toDouble() + parts[12].toDouble()) / double(sysconf(_SC_CLK_TCK));
}

struct TableLoad {
    std::vector<std::unique_ptr<quetai::net::BotClient>> bots;
    // Actions sent and not yet seen by every peer: (sent at, answering log length, peers that saw it).
    struct Pending {
        qint64 sent;
        int ask;
        int seen = 0;  // bit per peer
    };
    std::deque<Pending> pending;
};

}  // namespace

int cli::cmdNetload(const std::vector<std::string>& argsIn) {
    Args args(argsIn);
    const int tables = int(args.getInt("--tables", 10));
    const int seconds = int(args.getInt("--seconds", 30));
    const int paceMs = int(args.getInt("--pace-ms", 500));
    std::string url = args.get("--url", "");
    args.rest();
    if (tables < 1 || tables > 2000) throw UsageError("--tables must be 1 to 2000");
    if (seconds < 1 || seconds > 3600) throw UsageError("--seconds must be 1 to 3600");
    int argc = 1;
    char name[] = "quetai-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);

    QProcess server;
    qint64 serverPid = 0;
    if (url.empty()) {
        char self[4096] = {};
        const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
        const QString dir = n > 0 ? QFileInfo(QString::fromUtf8(self, int(n))).absolutePath() : QStringLiteral(".");
        QString program = dir + QStringLiteral("/quetai-server");
        if (!QFileInfo::exists(program)) program = QStringLiteral("quetai-server");
        server.setProgram(program);
        server.setArguments({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1"),
                             QStringLiteral("--bot-delay-ms"), QStringLiteral("0"), QStringLiteral("--max-tables"),
                             QString::number(tables + 10)});
        server.start();
        if (!server.waitForStarted(10000)) {
            std::fprintf(stderr, "quetai-cli netload: cannot start %s\n", qPrintable(program));
            return 1;
        }
        QString line;
        for (int i = 0; i < 100 && !server.canReadLine(); ++i) server.waitForReadyRead(100);
        line = QString::fromUtf8(server.readLine());
        const auto m = QRegularExpression(QStringLiteral(":(\\d+) \\(")).match(line);
        if (!m.hasMatch()) {
            std::fprintf(stderr, "quetai-cli netload: the server did not start: %s\n", qPrintable(line));
            return 1;
        }
        url = "ws://127.0.0.1:" + m.captured(1).toStdString();
        serverPid = server.processId();
    }
    const double mbBefore = serverPid ? residentMb(serverPid) : -1;

    static const char* rulesets[] = {"riichi", "yuque", "shanghai", "lingque", "binshi"};
    std::vector<std::unique_ptr<TableLoad>> loads;
    std::vector<double> latencies;
    long long messages = 0;
    bool measuring = false;
    for (int t = 0; t < tables; ++t) {
        auto load = std::make_unique<TableLoad>();
        TableLoad* L = load.get();
        for (int i = 0; i < 4; ++i) {
            auto b = std::make_unique<quetai::net::BotClient>(QStringLiteral("simple"), std::uint64_t(t * 4 + i + 1));
            b->setDelayMs(paceMs);
            b->client().setAutoReconnect(false);
            b->onSent = [L, &measuring](int ask, qint64 at) {
                if (measuring) L->pending.push_back({at, ask, 0});
            };
            const int peer = i;
            QObject::connect(&b->client(), &quetai::net::Client::messageReceived, [&messages, &measuring](const QByteArray&) {
                if (measuring) ++messages;
            });
            quetai::net::Client* c = &b->client();
            QObject::connect(c, &quetai::net::Client::viewChanged, [L, c, peer, &latencies] {
                const qint64 now = QDateTime::currentMSecsSinceEpoch();
                const int n = c->actionsApplied();
                for (auto& p : L->pending)
                    if (p.ask < n && !(p.seen & (1 << peer))) {
                        p.seen |= 1 << peer;
                        if (p.seen == 15) latencies.push_back(double(now - p.sent));
                    }
                while (!L->pending.empty() && L->pending.front().seen == 15) L->pending.pop_front();
            });
            load->bots.push_back(std::move(b));
        }
        loads.push_back(std::move(load));
    }
    // Seat every table.
    const QUrl qurl(QString::fromStdString(url));
    for (int t = 0; t < tables; ++t) {
        auto& bots = loads[std::size_t(t)]->bots;
        for (int i = 0; i < 4; ++i) bots[std::size_t(i)]->client().connectTo(qurl, QStringLiteral("load %1.%2").arg(t).arg(i));
    }
    if (!waitFor([&] {
            for (auto& l : loads)
                for (auto& b : l->bots)
                    if (b->client().state() != quetai::net::Client::State::Connected) return false;
            return true;
        }, 60000)) {
        std::fprintf(stderr, "quetai-cli netload: not every client connected\n");
        return 1;
    }
    for (int t = 0; t < tables; ++t) {
        quetai::net::TableSpec spec;
        spec.ruleset = QString::fromLatin1(rulesets[t % 5]);
        spec.discardSeconds = 0;
        spec.claimSeconds = 0;
        loads[std::size_t(t)]->bots[0]->client().createTable(spec);
    }
    if (!waitFor([&] {
            for (auto& l : loads)
                if (l->bots[0]->client().table() < 0) return false;
            return true;
        }, 60000)) {
        std::fprintf(stderr, "quetai-cli netload: tables were not created\n");
        return 1;
    }
    for (auto& l : loads)
        for (int i = 1; i < 4; ++i) l->bots[std::size_t(i)]->client().sit(l->bots[0]->client().table(), i);
    if (!waitFor([&] {
            for (auto& l : loads)
                for (int i = 1; i < 4; ++i)
                    if (l->bots[std::size_t(i)]->client().seat() != i) return false;
            return true;
        }, 120000)) {
        std::fprintf(stderr, "quetai-cli netload: not every seat was taken\n");
        return 1;
    }
    for (auto& l : loads)
        for (int i = 1; i < 4; ++i) l->bots[std::size_t(i)]->client().agree();
    waitFor([] { return false; }, 500);
    for (auto& l : loads) l->bots[0]->client().start();
    // Let every table get going, then measure.
    if (!waitFor([&] {
            for (auto& l : loads)
                if (!l->bots[0]->client().hasView()) return false;
            return true;
        }, 120000)) {
        std::fprintf(stderr, "quetai-cli netload: not every table started\n");
        return 1;
    }
    waitFor([] { return false; }, 2000);
    measuring = true;
    const double serverCpuBefore = serverPid ? cpuSeconds(serverPid) : -1;
    const double clientCpuBefore = cpuSeconds(QCoreApplication::applicationPid());
    QElapsedTimer clock;
    clock.start();
    waitFor([] { return false; }, seconds * 1000);
    measuring = false;
    const double elapsed = double(clock.elapsed()) / 1000.0;
    const double mbAfter = serverPid ? residentMb(serverPid) : -1;
    const double serverCpu = serverPid ? cpuSeconds(serverPid) - serverCpuBefore : -1;
    const double clientCpu = cpuSeconds(QCoreApplication::applicationPid()) - clientCpuBefore;
    int playing = 0;
    for (auto& l : loads)
        if (l->bots[0]->client().hasView()) ++playing;
    std::sort(latencies.begin(), latencies.end());
    auto pct = [&](double q) {
        if (latencies.empty()) return -1.0;
        return latencies[std::min(latencies.size() - 1, std::size_t(q * double(latencies.size())))];
    };
    nlohmann::json out = {{"tables", tables},
                          {"tables_playing", playing},
                          {"seconds", seconds},
                          {"actions_measured", latencies.size()},
                          {"messages_per_second", double(messages) / elapsed},
                          {"p50_ms", pct(0.50)},
                          {"p99_ms", pct(0.99)},
                          {"server_mb", mbAfter},
                          // Share of one core used while measuring: the server, and these clients.
                          {"server_cpu", serverCpu / elapsed},
                          {"clients_cpu", clientCpu / elapsed},
                          {"server_mb_per_table", mbAfter > 0 ? (mbAfter - mbBefore) / tables : -1.0}};
    std::printf("%s\n", out.dump().c_str());
    for (auto& l : loads)
        for (auto& b : l->bots) b->client().close();
    if (serverPid) {
        server.terminate();
        if (!server.waitForFinished(5000)) server.kill();
    }
    return 0;
}

#else

int cli::cmdNetload(const std::vector<std::string>&) {
    std::fprintf(stderr,
                 "quetai-cli netload: this quetai-cli was built without Qt WebSockets (qt6-websockets-dev), so it "
                 "has no client of the online table; build it where Qt WebSockets is installed\n");
    return 2;
}

#endif
