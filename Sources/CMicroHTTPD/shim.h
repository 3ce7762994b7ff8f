#ifndef FOLIO_CMICROHTTPD_SHIM_H
#define FOLIO_CMICROHTTPD_SHIM_H
// GNU libmicrohttpd (Debian libmicrohttpd-dev), the HTTP of `folio serve`; only FolioServer imports it.
// MHD_start_daemon is variadic, which Swift cannot call: folio_mhd_start passes the options Folio uses.
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Starts a daemon on `host` (an IPv4 or IPv6 literal) and `port` (0: any free port) with one thread
/// per connection (so a handler may wait for a worker), at most `connection_limit` connections,
/// closing a connection idle for `timeout_seconds` (a slow client), and `memory_limit` bytes per
/// connection for its request line and headers. NULL when the host is no address or the port is taken.
static inline struct MHD_Daemon *folio_mhd_start(const char *host, uint16_t port, unsigned int connection_limit,
                                                 unsigned int timeout_seconds, size_t memory_limit,
                                                 MHD_AccessHandlerCallback handler, void *handler_cls,
                                                 MHD_RequestCompletedCallback completed, void *completed_cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    struct sockaddr *address;
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC | MHD_USE_POLL;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_END);
}

/// The port the daemon listens on (the one the system chose for port 0), or 0.
static inline uint16_t folio_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
#endif
