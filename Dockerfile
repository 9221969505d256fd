# syntax=docker/dockerfile:1
# The LYNGK bot. Build: docker build -t lyngk .
# Run:   docker run -d --name lyngk --env-file .env -v lyngk-data:/data lyngk
# The image declares no VOLUME (it would leave an anonymous volume behind each
# container): the SQLite database is kept only where -v puts a volume on /data.

# ---- build stage: compile and run the whole test suite -------------------------
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
# The tests run here (the Discord tests talk to a fake Discord on 127.0.0.1, no
# network needed); a failing test fails the image build. They run in the release
# profile, which reuses the dependencies compiled for the binary but those whose
# features the dev-dependencies change (and what is built on them). The binary is
# stripped of its symbol table: the image only runs it.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked \
 && cargo test --release --locked \
 && cp target/release/lyngk /usr/local/bin/lyngk \
 && strip /usr/local/bin/lyngk

# ---- runtime stage: the binary, a non-root user, the database in /data --------
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin lyngk \
 && mkdir -p /data \
 && chown lyngk:lyngk /data
COPY --from=build /usr/local/bin/lyngk /usr/local/bin/lyngk
USER lyngk
WORKDIR /data
# The health and metrics listener is on, inside the container only: the
# HEALTHCHECK below asks it. Publish it with METRICS_ADDR=0.0.0.0:9000 and -p.
ENV DATABASE_URL=sqlite:///data/lyngk.db \
    METRICS_ADDR=127.0.0.1:9000 \
    RUST_LOG=info,serenity=warn
# `lyngk health` GETs /healthz of METRICS_ADDR: exit 0 when every shard of the
# process is connected and the database answers, 1 otherwise (no curl needed).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["/usr/local/bin/lyngk", "health"]
# docker stop sends SIGTERM: the bot logs off from the gateway and exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/lyngk"]
