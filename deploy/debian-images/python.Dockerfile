# Stand-in for python:3.11-slim-bookworm (scripts/debian_images.sh): Debian's Python 3.11, with
# python, pip and setuptools on PATH from a venv at /usr/local, as in the official image.
ARG BASE
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3.11 python3.11-venv ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && python3.11 -m venv /usr/local \
 && ln -sf /usr/local/bin/python3 /usr/local/bin/python
ENV LANG=C.UTF-8
CMD ["python3"]
