// The service worker (root scope): shows a pushed notification and opens its table on click.
self.addEventListener("push", (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(self.registration.showNotification(data.title || "Pithead",
    {body: data.body || "", tag: data.url, data: {url: data.url || "/"}}));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data.url, self.location.origin).href;
  event.waitUntil(self.clients.matchAll({type: "window", includeUncontrolled: true}).then((open) => {
    const page = open.find((c) => c.url.startsWith(self.location.origin));
    return page ? page.focus().then((p) => p.navigate(url)) : self.clients.openWindow(url);
  }));
});
