#!/bin/sh
# What the official nginx image's entrypoint does that deploy/nginx/gateway.conf.template relies on:
# 15-local-resolvers.envsh (NGINX_LOCAL_RESOLVERS from resolv.conf) and 20-envsubst-on-templates.sh
# (each /etc/nginx/templates/X.template to /etc/nginx/conf.d/X, only the variables the filter admits).
set -eu
if [ -n "${NGINX_ENTRYPOINT_LOCAL_RESOLVERS:-}" ]; then
    NGINX_LOCAL_RESOLVERS=$(awk 'BEGIN{ORS=" "} $1=="nameserver" {if ($2 ~ ":") {print "["$2"]"} else {print $2}}' /etc/resolv.conf)
    export NGINX_LOCAL_RESOLVERS
fi
filter="${NGINX_ENVSUBST_FILTER:-}"
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" < /dev/null))
for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    envsubst "$defined_envs" < "$template" > "/etc/nginx/conf.d/$(basename "$template" .template)"
done
exec "$@"
