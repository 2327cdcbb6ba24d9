#!/usr/bin/env python3
"""A loopback HTTP/1.1 server for bench/upload.sh: reads each request's body (Content-Length) and
throws it away, then answers 200 with {"bytes": N}, the number of body bytes it read.

Usage: upload-sink.py PORT
"""
import json
import socket
import socketserver
import sys

BUFFER = 1 << 20


class Sink(socketserver.BaseRequestHandler):
    def handle(self):
        connection = self.request
        buffer = bytearray(BUFFER)
        view = memoryview(buffer)
        pending = b""
        while True:
            while b"\r\n\r\n" not in pending:
                chunk = connection.recv(65536)
                if not chunk:
                    return
                pending += chunk
            head, _, rest = pending.partition(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
                if name.strip().lower() == b"expect" and b"100-continue" in value.lower():
                    connection.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
            read = min(len(rest), length)
            pending = rest[read:]
            while read < length:
                count = connection.recv_into(view, min(BUFFER, length - read))
                if count == 0:
                    return
                read += count
            body = json.dumps({"bytes": read}).encode()
            connection.sendall(
                b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
                % (len(body), body))


class Server(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


if __name__ == "__main__":
    with Server(("127.0.0.1", int(sys.argv[1])), Sink) as server:
        server.serve_forever()
