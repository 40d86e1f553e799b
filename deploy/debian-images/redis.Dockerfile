# Stand-in for redis:7.2-alpine (scripts/debian_images.sh): Debian's redis-server and redis-cli.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server redis-tools \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data /usr/local/etc/redis
WORKDIR /data
EXPOSE 6379
CMD ["redis-server"]
