"""`make run`: the VAPID private key web push is signed with, made once into a file of ./var
(base64url DER, as PITHEAD_VAPID_PRIVATE_KEY takes it) and printed. A deployment sets its own."""
import sys
from pathlib import Path

from py_vapid import Vapid
from py_vapid.utils import b64urlencode
from cryptography.hazmat.primitives import serialization


def main(path: Path) -> None:
    """Print the key in `path`, made first if the file does not exist."""
    if not path.exists():
        vapid = Vapid()
        vapid.generate_keys()
        der = vapid.private_key.private_bytes(serialization.Encoding.DER,
                                              serialization.PrivateFormat.PKCS8,
                                              serialization.NoEncryption())
        path.write_text(b64urlencode(der))
        path.chmod(0o600)
    print(path.read_text().strip())


if __name__ == "__main__":
    main(Path(sys.argv[1]))
