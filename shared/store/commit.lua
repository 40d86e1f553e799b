-- One atomic, version-checked write of a game (DESIGN §4).
-- KEYS: 1 version, 2 meta, 3 state, 4 log stream, 5 the game's hash of recorded answers,
--       6 turn record, 7 in-flight marker of the request's Idempotency-Key (or a slot-mate)
--       8 the bucket's set of games waiting for the system or a bot, 9 its set of index moves due,
--       10 the game's list of its last 8 to 16 commits ("<commit id>=<version>", 2 minutes' expiry)
--       with a gate (ARGV[16] = "1"): 11 the bearer token's key, 12... the rate-limit counters
-- ARGV: 1 expected version, 2 meta JSON, 3 state JSON ("" keeps the stored state),
--       4 log entry JSON, 5 packed answer record ("" when the request has no key),
--       6 idempotency TTL seconds, 7 channel, 8 turn record JSON ("" leaves it),
--       9 the marker's token ("" when there is none to release)
--       10 "1" the game now waits for the system or a bot, "0" it does not ("" leaves the set),
--       11 now (ms), 12 the game id, 13 "1" when the status changed (the status indexes must follow),
--       14 the answer's field in KEYS[5] ("" when the request has no key),
--       15 this commit's id (random per call, the same when a client library resends the call)
--       with a gate, the request's first round trip done here (gate.py): 16 "1",
--       17 the commit-list head the move was applied to, 18 the player the token must belong to,
--       19 the number of rate-limit counters, 20... each counter's limit and window (seconds)
-- Returns {"ok", new_version} | {"stale", current_version} | {"replay", stored_record}
--   and with a gate {"limited", counter, seconds} | {"owner", token's player or ""} | {"busy"}
--   | {"stale", current_version, meta, state, turn, head} (the game as stored, for the retry)
local gated = ARGV[16] == "1"
if gated then
  -- the order of checks of any request: rate limits, the token, the Idempotency-Key in flight
  local over, wait = 0, 0
  for i = 1, tonumber(ARGV[19]) do
    local n = redis.call("INCR", KEYS[11 + i])
    if n == 1 then redis.call("EXPIRE", KEYS[11 + i], tonumber(ARGV[19 + 2 * i])) end
    if over == 0 and n > tonumber(ARGV[18 + 2 * i]) then
      over, wait = i, redis.call("TTL", KEYS[11 + i])
    end
  end
  if over > 0 then
    return {"limited", over, wait}
  end
  local owner = redis.call("GET", KEYS[11])
  if owner ~= ARGV[18] then
    return {"owner", owner or ""}
  end
  if ARGV[14] ~= "" and redis.call("EXISTS", KEYS[7]) == 1 then
    return {"busy"}
  end
end
if ARGV[14] ~= "" then
  local record = redis.call("HGET", KEYS[5], ARGV[14])
  if record then
    return {"replay", record}
  end
end
-- a resent call whose first run committed (its reply was lost) answers as the first run did,
-- never "stale": a caller that retries stale writes on the newer state would apply it twice
local commits = redis.call("LRANGE", KEYS[10], 0, -1)
for _, done in ipairs(commits) do
  local id, version = string.match(done, "^(.-)=(%d+)$")
  if id == ARGV[15] then
    return {"ok", version}
  end
end
local current = tonumber(redis.call("GET", KEYS[1]) or "0")
-- the list's head, read above: the write that made the stored version
local head = commits[1] or ""
if gated and (current ~= tonumber(ARGV[1]) or head ~= ARGV[17]) then
  local stored = redis.call("MGET", KEYS[1], KEYS[2], KEYS[3], KEYS[6])
  return {"stale", tostring(current), stored[2] or "", stored[3] or "", stored[4] or "", head}
end
if current ~= tonumber(ARGV[1]) then
  return {"stale", tostring(current)}
end
local new = current + 1
-- one command for the version, the meta and what else changed (state, turn record)
local written = {KEYS[1], new, KEYS[2], ARGV[2]}
if ARGV[3] ~= "" then
  table.insert(written, KEYS[3])
  table.insert(written, ARGV[3])
end
if ARGV[8] ~= "" then
  table.insert(written, KEYS[6])
  table.insert(written, ARGV[8])
end
redis.call("MSET", unpack(written))
redis.call("XADD", KEYS[4], "*", "v", new, "e", ARGV[4])
-- trimmed back to 8 once it holds 16: one LTRIM in eight commits rather than one a commit
if redis.call("LPUSH", KEYS[10], ARGV[15] .. "=" .. new) > 16 then
  redis.call("LTRIM", KEYS[10], 0, 7)
end
redis.call("PEXPIRE", KEYS[10], 120000)
-- one expiry for the hash, pushed back by each keyed write: every answer outlives its own
-- write by at least the TTL (and the game's last keyed write by exactly that)
if ARGV[14] ~= "" then
  redis.call("HSET", KEYS[5], ARGV[14], ARGV[5])
  redis.call("EXPIRE", KEYS[5], tonumber(ARGV[6]))
end
-- the answer is recorded above, so a retry with the key now replays it: the marker can go
if ARGV[9] ~= "" and redis.call("GET", KEYS[7]) == ARGV[9] then
  redis.call("DEL", KEYS[7])
end
-- kept from when the wait began: a commit while the game still waits does not move it
if ARGV[10] == "1" then
  redis.call("ZADD", KEYS[8], "NX", ARGV[11], ARGV[12])
elseif ARGV[10] == "0" then
  redis.call("ZREM", KEYS[8], ARGV[12])
end
if ARGV[13] == "1" then
  redis.call("ZADD", KEYS[9], ARGV[11], ARGV[12])
end
redis.call("PUBLISH", ARGV[7], new)
return {"ok", tostring(new)}
