"""Container healthcheck: `python -S deploy/healthcheck.py PORT PATH` exits 0 when GET PATH on loopback
answers 200. It uses the socket module alone: the official Python images ship the standard library
without bytecode, and urllib's imports alone took 4 to 8 s on a loaded host (socket's, 0.6 s)."""
import socket
import sys


def main(port: int, path: str) -> int:
    """0 when the local server answers PATH with 200, else 1."""
    with socket.create_connection(("127.0.0.1", port), timeout=4) as conn:
        conn.sendall(f"GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n".encode())
        status_line = conn.recv(12)
    return 0 if status_line[9:12] == b"200" else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), sys.argv[2]))
