// The account: this device's token (shown on request, copied to another device), a new token
// for another device, the list of tokens with revoke, and signing out here.
import { del, get, post, session } from "../api.js";
import { act, ago, announce, h, navigate, replace } from "../dom.js";

function secret(token, label) {
  const field = h("input", {type: "password", readonly: true, value: token, class: "token",
                            "aria-label": label, spellcheck: "false"});
  const show = h("button", {type: "button", "aria-pressed": "false", onclick: () => {
    const hidden = field.type === "password";
    field.type = hidden ? "text" : "password";
    show.setAttribute("aria-pressed", String(hidden));
    show.textContent = hidden ? "Hide" : "Show";
  }}, "Show");
  const copy = h("button", {type: "button", onclick: async () => {
    try {
      await navigator.clipboard.writeText(token);
      announce("Token copied. Paste it on the other device under “Played before”.");
    } catch {
      field.type = "text";
      field.select();
      announce("Select the token and copy it (the browser did not allow copying).");
    }
  }}, "Copy");
  return h("div", {class: "row"}, field, show, copy);
}

export async function account(main) {
  if (!session.token) { navigate("#/"); return; }
  const [me, tokens] = await Promise.all([get("/v1/players/me"), get("/v1/players/me/tokens")]);
  const fresh = h("div", {id: "new-token"});
  const issue = h("button", {type: "button", onclick: () => act(issue, async () => {
    const made = await post("/v1/players/me/tokens");
    replace(fresh, h("p", {}, "Your new token, shown only now. Copy it to the other device:"),
            secret(made.token, "New token"));
    await account_list(list);
  })}, "New token for another device");
  const list = h("ul", {class: "list", id: "tokens"});
  replace(main,
    h("h1", {}, "Account"),
    h("p", {}, `Signed in as ${me.name} (player ${me.id}).`),
    h("section", {}, h("h2", {}, "This device’s token"),
      h("p", {}, "Anyone with this token plays as you. Keep it to yourself."),
      secret(session.token, "Your token")),
    h("section", {}, h("h2", {}, "Other devices"), issue, fresh),
    h("section", {}, h("h2", {}, "Your tokens"),
      h("p", {class: "muted"}, "Revoke a token you no longer use; it stops working at once."), list),
    h("section", {}, h("h2", {}, "Sign out"),
      h("button", {type: "button", onclick: () => { session.forget(); navigate("#/"); }},
        "Forget the token on this device")));
  fill_tokens(list, tokens.tokens);
}

async function account_list(list) {
  fill_tokens(list, (await get("/v1/players/me/tokens")).tokens);
}

function fill_tokens(list, tokens) {
  replace(list, tokens.map((t) => {
    const revoke = h("button", {type: "button", onclick: () => act(revoke, async () => {
      await del(`/v1/players/me/tokens/${t.id}`);
      announce(`Token ${t.id} revoked.`);
      await account_list(list);
    })}, "Revoke");
    revoke.setAttribute("aria-label", `Revoke token ${t.id}`);
    return h("li", {}, h("code", {}, t.id), ` made ${ago(t.created_at)}, last used ${ago(t.last_used_at)} `, revoke);
  }));
}
