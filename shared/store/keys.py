"""Every Redis key name, and only here.

Keys of one game carry the hash tag of its BUCKET, `g:{b<NNN>}:<game id>:<part>`, with
bucket = crc32(game id) % BUCKETS; keys of one player `{<player id>}`. So a Redis Cluster keeps a
game on one shard, and the per-bucket indexes of the games that wait (for the system or a bot, a
timer, a turn deadline) share its slot: the commit script updates them in the same atomic step, and
the beat reads BUCKETS small sorted sets instead of every game.

BUCKETS is part of every game key: changing it needs a migration (rename each game's keys and
rebuild the per-bucket sets), so it is a constant, not a setting."""
import hashlib
import zlib

BUCKETS = 256                        # 256 slots' worth of spread; a cluster has 16,384 slots
INDEX_ALL = "games:index"            # ZSET game id -> created (ms): every game, newest last
STATUS_PREFIX = "games:status:"      # ZSET per status (open, started, finished) -> created (ms)
RATINGS_PENDING = "ratings:pending"  # ZSET finished game id -> when it finished (ms), until rated


def digest(*parts: str) -> str:
    """A short sha256 of several strings (client-chosen text never becomes a key as it is)."""
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()[:32]


# -- buckets and their indexes of the games that wait ------------------------------------------
def bucket(game_id: str) -> int:
    """The bucket (0..BUCKETS-1) a game's keys and index entries live in."""
    return zlib.crc32(game_id.encode()) % BUCKETS


def bucket_tag(number: int) -> str:
    """The hash tag of one bucket: `{b042}`."""
    return f"{{b{number:03d}}}"


def waiting(number: int) -> str:
    """ZSET of one bucket: game id -> since when (ms) it waits for the system or a bot (an immediate
    system step, a bot seat to act, a pending timer). Kept by the commit script."""
    return f"w:{bucket_tag(number)}"


def timers_due(number: int) -> str:
    """ZSET of one bucket: game id -> when its pending timed system step is due (ms)."""
    return f"t:{bucket_tag(number)}"


def deadlines(number: int) -> str:
    """ZSET of one bucket: "<game id>:<seat>" -> that seat's turn deadline (ms)."""
    return f"d:{bucket_tag(number)}"


def index_moves(number: int) -> str:
    """ZSET of one bucket: game id -> when a commit changed its status (ms), until the status
    indexes (outside the game's slot) follow; what the reconciler repairs after a crash."""
    return f"ix:{bucket_tag(number)}"


# -- one game -------------------------------------------------------------------------------
def game(game_id: str, part: str) -> str:
    """Key of one part of a game: version, meta, state, log, turn, clock, ..."""
    return f"g:{bucket_tag(bucket(game_id))}:{game_id}:{part}"


def game_pattern(game_id: str) -> str:
    """A SCAN MATCH pattern of every key of one game (its id may hold no glob characters)."""
    return game(game_id, "*")


def game_keys(game_id: str) -> tuple[str, str, str, str]:
    """(version, meta, state, log) keys of a game, in the order the commit script expects."""
    return (game(game_id, "version"), game(game_id, "meta"), game(game_id, "state"),
            game(game_id, "log"))


def log(game_id: str) -> str:
    """The game's event log (a stream: v = version, e = entry JSON)."""
    return game(game_id, "log")


def turn(game_id: str) -> str:
    """JSON {"active": [seats], "since": {seat: ms}} of a started game."""
    return game(game_id, "turn")


def clock(game_id: str) -> str:
    """Hash of a game's turn clocks: bank:<seat> (ms left), timeouts:<seat> (in a row)."""
    return game(game_id, "clock")


def commits(game_id: str) -> str:
    """LIST of the game's last few commits as "<commit id>=<version>", kept for two minutes: the
    commit script answers a resent call (a client library's retry after a lost reply) from it."""
    return game(game_id, "commits")


def answers(game_id: str) -> str:
    """HASH of the first answers to the game's Idempotency-Keys: answer_field -> packed record.
    One hash per game, not a key per answer (a key costs ~340 B before its answer: name, expiry,
    overhead); the commit script refreshes its expiry on each keyed write."""
    return game(game_id, "answers")


def answer_field(player_id: str, client_key: str) -> bytes:
    """The `answers` field of a player's Idempotency-Key: 16 raw bytes of a sha256 (clients choose
    any text; 128 bits, so no two keys of one game meet)."""
    return hashlib.sha256(f"{player_id}\x00{client_key}".encode()).digest()[:16]


def requeued(game_id: str, version: int, work: str = "") -> str:
    """Marker that the reconciler re-enqueued a game's work at one version (it expires)."""
    return game(game_id, f"requeued:{version}{work}")


def channel(game_id: str) -> str:
    """Pub/Sub channel that announces every new version of a game."""
    return game(game_id, "events")


def status_index(status: str) -> str:
    """ZSET of games in one status."""
    return STATUS_PREFIX + status


def deadline_member(game_id: str, seat: int) -> str:
    """The `deadlines` member of one seat's turn (in the game's bucket)."""
    return f"{game_id}:{seat}"


def chat(game_id: str) -> str:
    """The game's chat (a stream beside its log; entry ids "<version>-<n>": the game's version
    when the line was posted, then its number at that version), never read by its rules."""
    return game(game_id, "chat")


def chat_settings(game_id: str) -> str:
    """HASH of the game's chat settings the creator changed (spectators_write: "1" or "0")."""
    return game(game_id, "chat:settings")


def chat_rate(game_id: str, player_id: str) -> str:
    """A player's counter of chat lines in the game's current rate window (it expires)."""
    return game(game_id, f"chat:rate:{player_id}")


# -- in-flight markers and recorded answers of Idempotency-Keys -------------------------------
def marker(scope: str, client_key: str, game_id: str | None) -> str:
    """The in-flight marker of a request's Idempotency-Key; a request on one game keeps it in that
    game's slot, so the game's commit script can release it."""
    name = f"idemlock:{digest(scope, client_key)}"
    return game(game_id, name) if game_id else name


def unused_marker(game_id: str) -> str:
    """A slot-mate the commit script names when a write releases no marker."""
    return game(game_id, "idemlock:-")


def recorded_answer(scope: str, client_key: str) -> str:
    """The (encrypted) first answer of a write outside any game (players, tokens, webhooks)."""
    return f"idem:{digest(scope, client_key, 'record')}"


# -- players --------------------------------------------------------------------------------
def player(player_id: str) -> str:
    """A player's profile (a string)."""
    return f"p:{{{player_id}}}"


def token(token_hash: str) -> str:
    """Maps the sha256 of a bearer token to its player id."""
    return f"tok:{token_hash}"


def player_tokens(player_id: str) -> str:
    """Hash of a player's tokens: token id -> {id, created_at, hash} (never the token itself)."""
    return f"p:{{{player_id}}}:tokens"


def player_tokens_used(player_id: str) -> str:
    """Hash of a player's tokens: token id -> when it was last used (ms, about a minute's precision)."""
    return f"p:{{{player_id}}}:tokens:used"


def player_part(player_id: str, part: str) -> str:
    """Key of a player's `part`: the player's hash tag, not the p: prefix (p:{id} is the profile)."""
    return f"p-{part}:{{{player_id}}}"


def player_games(player_id: str) -> str:
    """ZSET of the games a player holds (or held) a seat in -> created (ms)."""
    return player_part(player_id, "games")


def webhooks(player_id: str) -> str:
    """Hash of a player's webhooks: id -> JSON (with its secret)."""
    return player_part(player_id, "webhooks")


def webhook_failures(player_id: str) -> str:
    """List of a player's deliveries that failed for good, newest first."""
    return player_part(player_id, "webhook-failures")


def webhook_delivery(player_id: str, delivery_id: str) -> str:
    """One delivery's record (JSON, expires)."""
    return player_part(player_id, f"delivery:{delivery_id}")


def mutes(player_id: str) -> str:
    """SET of the player names a player muted (in every game's chat)."""
    return player_part(player_id, "mutes")


CHAT_REPORTS = "chat:reports"   # LIST of reported chat lines, newest first, for moderators


# -- ratings, bot moves, rate limits ----------------------------------------------------------
def ratings(game_name: str) -> str:
    """Hash entity -> {"mu", "sigma", "games", "wins", "name"} for one game."""
    return f"r:{{{game_name}}}:ratings"


def rating_board(game_name: str) -> str:
    """ZSET entity -> ordinal (mu - 3 sigma): the leaderboard."""
    return f"r:{{{game_name}}}:board"


def rated_games(game_name: str) -> str:
    """SET of the game ids already rated (what makes rating idempotent)."""
    return f"r:{{{game_name}}}:rated"


def bot_move(move_id: str) -> str:
    """A bot-as-a-service move request."""
    return f"botmove:{move_id}"


def rate_limit(scope: str, who: str, window: str) -> str:
    """A fixed-window counter of one client (hash-tagged per client)."""
    return f"rl:{{{scope}:{who}}}:{window}"


# -- finished games: compaction and retention (one record per finished game) ------------------
def archive(game_id: str) -> str:
    """A finished game compacted into one compressed record (shared/store/archive.py)."""
    return game(game_id, "archive")


def game_deliveries(game_id: str) -> str:
    """SET of a game's webhook deliveries that may still be pending: "<player id>:<delivery id>"."""
    return game(game_id, "deliveries")


def to_compact(number: int) -> str:
    """ZSET of one bucket: finished game id -> when it finished (ms), until it is compacted."""
    return f"c:{bucket_tag(number)}"


def archived(number: int) -> str:
    """ZSET of one bucket: compacted game id -> when it finished (ms): what retention reads."""
    return f"a:{bucket_tag(number)}"


# -- friends and player names ------------------------------------------------------------------
def friends(player_id: str) -> str:
    """Hash of a player's friends and friend requests: player id -> {"status", "since"}."""
    return player_part(player_id, "friends")


def player_name(name: str) -> str:
    """SET of the ids of the players with this name (case-folded; names need not be unique)."""
    return f"pname:{{{digest(name.casefold())}}}"


# -- notifications to people (shared/store/notifications.py) ----------------------------------
NOTIFY_DUE = "notify:due"        # ZSET "<player id>|<channel>" -> when its outbox is next due (ms)
NOTIFY_SECRET = "notify:secret"  # the signing key of links in mails, made once if none is set


def notification(player_id: str, note_id: str) -> str:
    """One notification of a player (JSON, created once per event: what makes it idempotent)."""
    return player_part(player_id, f"note:{note_id}")


def notifications(player_id: str) -> str:
    """ZSET of a player's notifications -> created (ms): the history, newest last."""
    return player_part(player_id, "notes")


def notifications_unread(player_id: str) -> str:
    """SET of the ids of a player's notifications not yet marked read."""
    return player_part(player_id, "notes-unread")


def notify_prefs(player_id: str) -> str:
    """A player's notification preferences and e-mail address (a hash of JSON values)."""
    return player_part(player_id, "notify")


def push_subscriptions(player_id: str) -> str:
    """Hash of a player's web push subscriptions: id -> JSON (endpoint and keys)."""
    return player_part(player_id, "push")


def outbox(player_id: str, channel: str) -> str:
    """ZSET of a player's notifications still to send on `channel` -> when they may go (ms)."""
    return player_part(player_id, f"outbox:{channel}")


def notify_batch(player_id: str, batch_id: str) -> str:
    """One send on a channel: the notifications it carries, its attempts and status (expires)."""
    return player_part(player_id, f"nbatch:{batch_id}")


def notify_open_batches(player_id: str, channel: str) -> str:
    """ZSET of a channel's batches not yet settled -> when they were claimed (ms)."""
    return player_part(player_id, f"nbatches:{channel}")


def notify_sending(player_id: str, batch_id: str) -> str:
    """Held while one worker sends a batch, so two runs of the task never send it twice."""
    return player_part(player_id, f"nsending:{batch_id}")
