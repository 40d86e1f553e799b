"""Which addresses a webhook may call: public ones only (unless private ones are allowed), else any
player could make the worker probe the loopback and the private network behind it. Pure policy;
the outbound HTTP adapter (shared/adapters/outbound.py) applies it to every address it connects to."""
import ipaddress


def refused_host(host: str | None) -> str | None:
    """Why a webhook may not call `host` as written (this machine, or a literal address that is
    not public), or None. A name is checked by the adapter, when it is resolved."""
    host = (host or "").strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return f"{host} is this machine"
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return None
    return None if is_public(host) else f"{host} is a non-public address ({host})"


def is_public(address: str) -> bool:
    """True for a global unicast address (a zone suffix like %eth0 is ignored)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return ip.is_global and not ip.is_multicast
