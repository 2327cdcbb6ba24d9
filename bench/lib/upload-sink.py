#!/usr/bin/env python3
"""A loopback HTTP/1.1 server for bench/upload.sh: reads each request's body (Content-Length or
chunked) and throws it away, then answers 200 with {"bytes": N}, the number of body bytes it read.

Usage: upload-sink.py PORT
"""
import json
import socketserver
import sys

BUFFER = 1 << 20


class Reader:
    """Buffered reads from a socket: lines, and counted bytes that are dropped."""

    def __init__(self, connection):
        self.connection = connection
        self.pending = b""
        self.start = 0  # bytes of `pending` already used
        self.scratch = bytearray(BUFFER)

    def line(self):
        while (end := self.pending.find(b"\r\n", self.start)) < 0:
            chunk = self.connection.recv(BUFFER)
            if not chunk:
                raise EOFError
            self.pending = self.pending[self.start:] + chunk
            self.start = 0
        line = self.pending[self.start:end]
        self.start = end + 2
        return line

    def skip(self, count):
        taken = min(count, len(self.pending) - self.start)
        self.start += taken
        count -= taken
        while count > 0:
            received = self.connection.recv_into(self.scratch, min(BUFFER, count))
            if received == 0:
                raise EOFError
            count -= received


class Sink(socketserver.BaseRequestHandler):
    def handle(self):
        reader = Reader(self.request)
        try:
            while True:
                self.answer(reader)
        except EOFError:
            return

    def answer(self, reader):
        reader.line()  # the request line
        headers = {}
        while line := reader.line():
            name, _, value = line.partition(b":")
            headers[name.strip().lower()] = value.strip().lower()
        if b"100-continue" in headers.get(b"expect", b""):
            self.request.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
        read = 0
        if headers.get(b"transfer-encoding") == b"chunked":
            while size := int(reader.line().split(b";")[0], 16):
                reader.skip(size + 2)
                read += size
            while reader.line():
                pass  # trailers
        else:
            read = int(headers.get(b"content-length", b"0"))
            reader.skip(read)
        body = json.dumps({"bytes": read}).encode()
        self.request.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
            % (len(body), body))


class Server(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


if __name__ == "__main__":
    with Server(("127.0.0.1", int(sys.argv[1])), Sink) as server:
        server.serve_forever()
