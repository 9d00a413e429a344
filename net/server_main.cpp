// quetai-server: the online table's server (docs/network.md).
//   quetai-server --port 7777 [--data DIR] [--listen ADDR] [--tls-cert F --tls-key F]
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <csignal>
#include <cstdlib>
#include <cstdio>

#include "server.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("quetai-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUETAI_VERSION));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Quetai's online table: a lobby of tables played over WebSocket (docs/network.md)."));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("TCP port (0: a free one, printed)."), QStringLiteral("N"), QStringLiteral("7777"));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("Address to listen on (default 127.0.0.1; 0.0.0.0 or :: opens it to the network)."),
                                    QStringLiteral("ADDR"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption data(QStringLiteral("data"), QStringLiteral("Folder for the tables' game files; a restarted server resumes them."), QStringLiteral("DIR"));
    const QCommandLineOption cert(QStringLiteral("tls-cert"), QStringLiteral("PEM certificate: speak wss://."), QStringLiteral("F"));
    const QCommandLineOption key(QStringLiteral("tls-key"), QStringLiteral("PEM private key of --tls-cert."), QStringLiteral("F"));
    const QCommandLineOption grace(QStringLiteral("grace"), QStringLiteral("Seconds a dropped player's seat waits before a bot plays it (default 15)."), QStringLiteral("S"), QStringLiteral("15"));
    const QCommandLineOption botDelay(QStringLiteral("bot-delay-ms"), QStringLiteral("Pace of the server's own bots (default 700; 0: at once)."), QStringLiteral("MS"), QStringLiteral("700"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"), QStringLiteral("Most tables at once (default 2000)."), QStringLiteral("N"), QStringLiteral("2000"));
    p.addOptions({port, listen, data, cert, key, grace, botDelay, maxTables});
    p.process(app);

    quetai::net::ServerConfig cfg;
    cfg.dataDir = p.value(data);
    cfg.graceMs = p.value(grace).toInt() * 1000;
    cfg.botDelayMs = p.value(botDelay).toInt();
    cfg.maxTables = p.value(maxTables).toInt();
    if (p.isSet(cert) != p.isSet(key)) {
        std::fprintf(stderr, "quetai-server: --tls-cert and --tls-key go together\n");
        return 2;
    }
    if (p.isSet(cert)) {
        QFile cf(p.value(cert)), kf(p.value(key));
        if (!cf.open(QIODevice::ReadOnly) || !kf.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "quetai-server: cannot read the certificate or the key\n");
            return 2;
        }
        QSslCertificate c(&cf, QSsl::Pem);
        QSslKey k(&kf, QSsl::Rsa, QSsl::Pem);
        if (k.isNull()) {
            kf.seek(0);
            k = QSslKey(&kf, QSsl::Ec, QSsl::Pem);
        }
        if (c.isNull() || k.isNull()) {
            std::fprintf(stderr, "quetai-server: %s\n", c.isNull() ? "the certificate is not PEM" : "the key is not a PEM RSA or EC key");
            return 2;
        }
        cfg.tls = true;
        cfg.ssl = QSslConfiguration::defaultConfiguration();
        cfg.ssl.setLocalCertificate(c);
        cfg.ssl.setPrivateKey(k);
        cfg.ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
    }
    bool ok = false;
    const int portN = p.value(port).toInt(&ok);
    if (!ok || portN < 0 || portN > 65535) {
        std::fprintf(stderr, "quetai-server: --port must be 0 to 65535\n");
        return 2;
    }
    const QHostAddress addr(p.value(listen));
    if (addr.isNull()) {
        std::fprintf(stderr, "quetai-server: --listen: not an address: %s\n", qPrintable(p.value(listen)));
        return 2;
    }
    quetai::net::Server server(cfg);
    QString error;
    if (!server.listen(addr, quint16(portN), &error)) {
        std::fprintf(stderr, "quetai-server: cannot listen on %s:%d: %s\n", qPrintable(addr.toString()), portN, qPrintable(error));
        return 1;
    }
    // The first line names the port (tests start it with --port 0 and read it).
    std::printf("quetai-server listening on %s://%s:%u (%d tables resumed)\n", cfg.tls ? "wss" : "ws",
                qPrintable(addr.toString()), unsigned(server.port()), server.resumedTables());
    std::fflush(stdout);
    // Every table is on the disk after every action (with --data), so a
    // stop signal may end the process at once.
    std::signal(SIGTERM, [](int) { std::_Exit(0); });
    std::signal(SIGINT, [](int) { std::_Exit(0); });
    return app.exec();
}
