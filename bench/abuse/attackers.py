"""Abusive clients for bench/abuse.sh, each bounded in count and time, on loopback only.

Usage: python3 attackers.py SCENARIO PORT SECONDS
  slowloris  1,100 connections from 127.0.0.2, each sending a header line every 10 s
  login      8 loops of bad logins from 127.0.0.3
  chunked    4 loops of 20 MB chunked uploads over the 1 MB limit, with the token in $TOKEN, from 127.0.0.4
  preauth    200 connections from 127.0.0.5, each sending 1 MB to POST /api/acronyms without a token
Prints what the attackers got (status counts) when SECONDS are over.
"""
import base64
import collections
import os
import socket
import sys
import threading
import time

scenario, port, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
deadline = time.time() + seconds
counts = collections.Counter()
lock = threading.Lock()


def count(what):
    with lock:
        counts[what] += 1


def connect(source):
    sock = socket.socket()
    sock.bind((source, 0))
    sock.settimeout(30)
    sock.connect(("127.0.0.1", port))
    return sock


def status_of(sock):
    data = b""
    while b"\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            return "closed"
        data += chunk
    return data.split(b" ")[1].decode()


def slowloris():
    sockets = []
    for _ in range(1100):
        try:
            sock = connect("127.0.0.2")
            sock.sendall(b"GET /hello HTTP/1.1\r\nHost: t\r\n")
            sockets.append(sock)
            count("opened")
        except OSError:
            count("refused")
    while time.time() < deadline:
        time.sleep(min(10, max(0, deadline - time.time())))
        for sock in list(sockets):
            try:
                sock.sendall(b"X-Slow: 1\r\n")
            except OSError:
                sockets.remove(sock)
                count("closed by server")
    count_alive = len(sockets)
    counts["still open at the end"] = count_alive


def login_loop():
    header = "Basic " + base64.b64encode(b"admin:wrong-password").decode()
    request = f"POST /api/users/login HTTP/1.1\r\nHost: t\r\nAuthorization: {header}\r\n\r\n".encode()
    while time.time() < deadline:
        try:
            sock = connect("127.0.0.3")
            sock.sendall(request)
            count(status_of(sock))
            sock.close()
        except OSError as error:
            count(type(error).__name__)


def chunked_loop():
    chunk = b"10000\r\n" + b"a" * 0x10000 + b"\r\n"
    while time.time() < deadline:
        try:
            sock = connect("127.0.0.4")
            token = os.environ.get("TOKEN", "")
            sock.sendall(b"POST /api/acronyms HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer %s\r\n"
                         b"Transfer-Encoding: chunked\r\n\r\n" % token.encode())
            for _ in range(20 * 16):
                sock.sendall(chunk)
            sock.sendall(b"0\r\n\r\n")
            count(status_of(sock))
            sock.close()
        except OSError as error:
            count(type(error).__name__)


def preauth_upload():
    body = b"{" + b" " * 999_999  # within the 1 MB limit: refused for the missing token alone
    head = b"POST /api/acronyms HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
    head += b"Content-Length: %d\r\n\r\n" % len(body)
    while time.time() < deadline:
        try:
            sock = connect("127.0.0.5")
            sock.sendall(head)
            try:
                sock.sendall(body)
            except OSError:
                pass
            count(status_of(sock))
            sock.close()
        except OSError as error:
            count(type(error).__name__)


loops = {"slowloris": (slowloris, 1), "login": (login_loop, 8), "chunked": (chunked_loop, 4),
         "preauth": (preauth_upload, 200)}
function, threads = loops[scenario]
workers = [threading.Thread(target=function, daemon=True) for _ in range(threads)]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join(max(0, deadline - time.time()) + 40)
print(f"  attackers ({scenario}): " + ", ".join(f"{key} {value}" for key, value in sorted(counts.items())))
