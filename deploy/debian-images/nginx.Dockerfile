# Stand-in for nginx:1.27-alpine (scripts/debian_images.sh): Debian's nginx, wget for the healthcheck,
# and the official image's template step (nginx-entrypoint.sh).
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx gettext-base wget mawk \
 && rm -rf /var/lib/apt/lists/* \
 && rm -f /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log \
 && mkdir -p /etc/nginx/templates /etc/nginx/conf.d
COPY nginx-entrypoint.sh /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
