// Server-Sent Events over fetch: EventSource cannot send a bearer token, so the stream is read
// from fetch's body and parsed here. Reconnects with Last-Event-ID (the last id seen: a version, or
// a chat line's "12-3": one cursor over moves and chat, docs/guide/chat.md) when the server ends its hold or the network drops, backing off from 1 s to 30 s. A stream silent for
// longer than SILENCE_MS (the server sends a keep-alive every 5 s) is taken for dead and reopened:
// a connection a proxy or a sleeping phone left half-open must not stall the page.
import { problemOf, session } from "./api.js";

const SILENCE_MS = 20000;


/** Follow `path` from version `after`: onEntry(entry) for each, onState("live"|"reconnecting"|"stopped", error). */
export function follow(path, after, {onEntry, onState = () => {}}) {
  let last = after, stopped = false, controller = null, retry = 1000, wake = () => {};
  const sleep = (ms) => new Promise((done) => { wake = done; setTimeout(done, ms); });
  // a phone that loses its network drops the stream at once and is back as soon as it returns
  const offline = () => { if (controller) controller.abort(); };
  const online = () => wake();
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);

  function handle(block) {
    let id = null, data = "";
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;                      // a keep-alive comment
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") id = value;
      else if (field === "data") data += (data ? "\n" : "") + value;
      else if (field === "retry" && Number(value) > 0) retry = Number(value);
    }
    if (!data) return;
    if (id !== null) last = id;                                // "12", or a chat line's "12-3"
    onEntry(JSON.parse(data));
  }

  async function once() {
    controller = new AbortController();
    const watch = controller;
    let silence = setTimeout(() => watch.abort(), SILENCE_MS);   // no answer at all is silence too
    let response;
    try {
      response = await fetch(`${path}?after=${last}`, {
        headers: {Accept: "text/event-stream", Authorization: `Bearer ${session.token}`,   // i18n-ok: an HTTP auth scheme
                  "Last-Event-ID": String(last)},
        cache: "no-store", signal: controller.signal});
    } finally {
      clearTimeout(silence);
    }
    if (!response.ok) throw await problemOf(response);
    onState("live");
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    silence = setTimeout(() => watch.abort(), SILENCE_MS);
    for (;;) {
      let chunk;
      try {
        chunk = await reader.read();
      } finally {
        clearTimeout(silence);
      }
      const {value, done} = chunk;
      if (done) return;                                        // the server's hold ended
      silence = setTimeout(() => watch.abort(), SILENCE_MS);
      buffer += value.replace(/\r\n?/g, "\n");
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        handle(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  (async () => {
    let backoff = 1000;
    while (!stopped) {
      try {
        await once();
        backoff = 1000;
      } catch (error) {
        if (stopped) break;
        const fatal = error.status && error.status < 500 && error.status !== 429;
        onState(fatal ? "stopped" : "reconnecting", error);
        if (fatal) return;
        await sleep(Math.max(backoff, retry));
        backoff = Math.min(backoff * 2, 30000);
      }
    }
  })();

  return {
    stop() {
      stopped = true;
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      if (controller) controller.abort();
      onState("stopped");
    },
    get last() { return last; },
  };
}
