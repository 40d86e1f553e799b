"""A small asyncio HTTP/1.1 keep-alive client for the benchmarks: cheap enough per request that the
client, not the server, is rarely what a loopback figure measures."""
import asyncio
import json
import time


class Connection:
    """One keep-alive connection; requests on it are sequential."""

    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def open(self) -> "Connection":
        """Connect (or reconnect)."""
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        return self

    def close(self) -> None:
        """Close the socket."""
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    async def request(self, method: str, path: str, body=None, headers=None):
        """Send one request; return (status, headers dict lower-cased, body bytes)."""
        data = None if body is None else json.dumps(body).encode()
        return await self.send(self.encode(method, path, data, headers))

    def encode(self, method: str, path: str, data: bytes | None = None, headers=None) -> bytes:
        """The bytes of one request with a JSON body `data` (so it can be prepared ahead)."""
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}",
                 f"Content-Length: {len(data or b'')}"]
        if data is not None:
            lines.append("Content-Type: application/json")
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        return ("\r\n".join(lines) + "\r\n\r\n").encode() + (data or b"")

    async def send(self, raw: bytes):
        """Send prepared request bytes; return (status, headers dict lower-cased, body bytes)."""
        if self.writer is None:
            await self.open()
        self.writer.write(raw)
        return await self._response()

    async def _response(self):
        status, headers = _head(await self.reader.readuntil(b"\r\n\r\n"))
        if headers.get("transfer-encoding", "").lower() == "chunked":
            payload = await self._chunked()
        else:
            payload = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            self.close()
        return status, headers, payload

    async def _chunked(self) -> bytes:
        parts = []
        while part := await _chunk(self.reader):
            parts.append(part)
        return b"".join(parts)


async def timed(conn: Connection, latencies: list, method: str, path: str, body=None, headers=None):
    """A request whose latency (seconds) is appended to `latencies`."""
    start = time.perf_counter()
    result = await conn.request(method, path, body, headers)
    latencies.append(time.perf_counter() - start)
    return result


def percentile(values, q: float) -> float:
    """The q-quantile (0..1) of `values` by nearest rank; nan when empty."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


class Refused(Exception):
    """A stream's request answered with something other than 200: (status, headers, body)."""

    def __init__(self, status: int, headers: dict, payload: bytes):
        super().__init__(status)
        self.status, self.headers, self.payload = status, headers, payload


async def events(conn: Connection, path: str, headers: dict):
    """Hold GET `path` as a Server-Sent Events stream on `conn` (its own connection: nothing else
    can be sent on it meanwhile); yield each event as a dict of its fields (id, event, data) as it
    comes, until the server ends the stream. Refused when it answers anything but 200."""
    if conn.writer is None:
        await conn.open()
    conn.writer.write(conn.encode("GET", path, None, {**headers, "Accept": "text/event-stream"}))
    head = await conn.reader.readuntil(b"\r\n\r\n")
    status, answer = _head(head)
    if status != 200:
        length = int(answer.get("content-length", "0"))
        raise Refused(status, answer, await conn.reader.readexactly(length))
    chunked = answer.get("transfer-encoding", "").lower() == "chunked"
    buffer = b""
    while (part := await (_chunk(conn.reader) if chunked else conn.reader.read(65536))):
        buffer += part
        *blocks, buffer = buffer.split(b"\n\n")
        for block in blocks:
            fields = _fields(block.decode())
            if fields:
                yield fields
    if not chunked:
        conn.close()


def _head(head: bytes) -> tuple[int, dict]:
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines:
        if ":" in line:
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
    return int(status_line.split(" ", 2)[1]), headers


async def _chunk(reader) -> bytes:
    """The next chunk of a chunked body; b"" at its end."""
    size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
    if size == 0:
        await reader.readuntil(b"\r\n")
        return b""
    data = await reader.readexactly(size)
    await reader.readexactly(2)
    return data


def _fields(block: str) -> dict:
    """An SSE event's fields (comments and `retry:` left out)."""
    out = {}
    for line in block.split("\n"):
        if line.startswith(":") or ":" not in line:
            continue
        key, value = line.split(":", 1)
        if key in ("id", "event", "data"):
            out[key] = value.removeprefix(" ")
    return out
