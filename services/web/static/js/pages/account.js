// The account: this device's token (shown on request, copied to another device), a new token
// for another device, the list of tokens with revoke, and signing out here.
import { del, get, post, session } from "../api.js";
import { act, ago, announce, h, navigate, replace } from "../dom.js";
import { t } from "../i18n.js";

function secret(token, label) {
  const field = h("input", {type: "password", readonly: true, value: token, class: "token",
                            "aria-label": label, spellcheck: "false"});
  const show = h("button", {type: "button", "aria-pressed": "false", onclick: () => {
    const hidden = field.type === "password";
    field.type = hidden ? "text" : "password";
    show.setAttribute("aria-pressed", String(hidden));
    show.textContent = hidden ? t("account.hide") : t("account.show");
  }}, t("account.show"));
  const copy = h("button", {type: "button", onclick: async () => {
    try {
      await navigator.clipboard.writeText(token);
      announce(t("account.copied"));
    } catch {
      field.type = "text";
      field.select();
      announce(t("account.select"));
    }
  }}, t("account.copy"));
  return h("div", {class: "row"}, field, show, copy);
}

export async function account(main) {
  if (!session.token) { navigate("#/"); return; }
  const [me, tokens] = await Promise.all([get("/v1/players/me"), get("/v1/players/me/tokens")]);
  const fresh = h("div", {id: "new-token"});
  const issue = h("button", {type: "button", onclick: () => act(issue, async () => {
    const made = await post("/v1/players/me/tokens");
    replace(fresh, h("p", {}, t("account.new_token_shown")),
            secret(made.token, t("account.new_token")));
    await account_list(list);
  })}, t("account.issue"));
  const list = h("ul", {class: "list", id: "tokens"});
  replace(main,
    h("h1", {}, t("account.title")),
    h("p", {}, t("account.signed_in", {name: me.name, id: me.id})),
    h("section", {}, h("h2", {}, t("account.this_device")),
      h("p", {}, t("account.keep_it")),
      secret(session.token, t("account.your_token"))),
    h("section", {}, h("h2", {}, t("account.other_devices")), issue, fresh),
    h("section", {}, h("h2", {}, t("account.your_tokens")),
      h("p", {class: "muted"}, t("account.revoke_about")), list),
    h("section", {}, h("h2", {}, t("account.sign_out")),
      h("button", {type: "button", onclick: () => { session.forget(); navigate("#/"); }},
        t("account.forget"))));
  fill_tokens(list, tokens.tokens);
}

async function account_list(list) {
  fill_tokens(list, (await get("/v1/players/me/tokens")).tokens);
}

function fill_tokens(list, tokens) {
  replace(list, tokens.map((token) => {
    const revoke = h("button", {type: "button", onclick: () => act(revoke, async () => {
      await del(`/v1/players/me/tokens/${token.id}`);
      announce(t("account.revoked", {id: token.id}));
      await account_list(list);
    })}, t("account.revoke"));
    revoke.setAttribute("aria-label", t("account.revoke_token", {id: token.id}));
    return h("li", {}, h("code", {}, token.id), " ", t("account.made", {made: ago(token.created_at), used: ago(token.last_used_at)}), " ", revoke);
  }));
}
