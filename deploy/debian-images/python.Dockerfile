# Stand-in for python:3.11-slim-bookworm (scripts/debian_images.sh): Debian's Python 3.11, with
# python, pip and setuptools on PATH from a venv at /usr/local, as in the official image, which also
# drops the standard library's compiled files and test suites (its Dockerfile's `find ... -exec rm`).
# extra-ca.crt: empty, or the CA bundle of a network whose proxy re-signs TLS (CA_BUNDLE=...); pip
# then trusts it (pip.conf), as the host's pip does.
ARG BASE
FROM ${BASE}
COPY extra-ca.crt /etc/ssl/certs/pithead-extra-ca.crt
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3.11 python3.11-venv ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && python3.11 -m venv /usr/local \
 && ln -sf /usr/local/bin/python3 /usr/local/bin/python \
 && find /usr/lib/python3.11 /usr/local/lib/python3.11 -depth \
      \( \( -type d -a \( -name test -o -name tests -o -name idle_test \) \) \
      -o \( -type f -a \( -name '*.pyc' -o -name '*.pyo' \) \) \) -exec rm -rf '{}' + \
 && if [ -s /etc/ssl/certs/pithead-extra-ca.crt ]; then \
      printf '[global]\ncert = /etc/ssl/certs/pithead-extra-ca.crt\n' > /etc/pip.conf; fi
ENV LANG=C.UTF-8
CMD ["python3"]
