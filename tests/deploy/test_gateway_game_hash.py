"""With several whole-API backends, the gateway sends each game's requests to one of them (nginx
`hash ... consistent` on the game id in the path), so that process holds the game's latest state and
a move costs one round trip to Redis (shared/api/onetrip.py); nginx accepts the config."""
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import gen_nginx  # noqa: E402

BACKENDS = ["127.0.0.1:18101", "127.0.0.1:18102"]


def test_every_upstream_hashes_on_the_game_id():
    text = gen_nginx.render(BACKENDS)
    blocks = re.findall(r"upstream (\w+) \{([^}]*)\}", text)
    assert blocks and all("hash $pithead_game consistent;" in body for _, body in blocks)
    game = re.search(r'map \$uri \$pithead_game \{\s*"~([^"]+)" \$game;\s*default "";', text)
    pattern = game.group(1).replace("(?<game>", "(?P<game>")
    assert re.match(pattern, "/v1/games/abc123/actions").group("game") == "abc123"
    assert re.match(pattern, "/v1/games/abc123").group("game") == "abc123"
    assert re.match(pattern, "/v1/games") is None and re.match(pattern, "/v1/players") is None


def test_one_backend_is_not_hashed():
    assert "$pithead_game" not in gen_nginx.render(BACKENDS[:1])
    assert "$pithead_game" not in gen_nginx.render()


@pytest.mark.skipif(not shutil.which("nginx") and not Path("/usr/sbin/nginx").exists(),
                    reason="nginx is not installed (make nginx)")
def test_nginx_accepts_the_hashed_config(tmp_path):
    conf = gen_nginx.render(BACKENDS).replace("listen 80;", "listen 127.0.0.1:18100;")
    (tmp_path / "gateway.conf").write_text(conf)
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log stderr;\nevents {{}}\n"
        f"http {{\n access_log off;\n client_body_temp_path {tmp_path};\n"
        f" include {tmp_path}/gateway.conf;\n}}\n")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    result = subprocess.run([nginx, "-t", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf")],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
