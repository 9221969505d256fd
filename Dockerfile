# syntax=docker/dockerfile:1
# The LYNGK bot.
#   docker build -t lyngk .                 the image (the tests are not run)
#   docker build --target test .            the whole test suite, as CI runs it
#   docker run -d --name lyngk --env-file .env -v lyngk-data:/data lyngk
# The image declares no VOLUME (it would leave an anonymous volume behind each
# container): the SQLite database is kept only where -v puts a volume on /data.
# Build times, cold and after a change in src/: docs/admin/docker.md.

# ---- dependencies: compiled once, in a layer of their own ----------------------
# Only Cargo.toml and Cargo.lock decide this layer: the crate's own files are
# empty stand-ins here, so a change in src/ reuses every compiled dependency.
FROM rust:1.95-slim-bookworm AS deps
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
 && echo 'fn main() {}' > src/main.rs \
 && touch src/lib.rs \
 && echo 'fn main() {}' > build.rs \
 && for bench in engine render service ai load analysis; do echo 'fn main() {}' > "benches/$bench.rs"; done
RUN --mount=type=cache,target=/usr/local/cargo/registry,sharing=locked \
    cargo build --release --locked --bin lyngk \
 && rm -rf src benches build.rs target/release/.fingerprint/lyngk-* \
      target/release/build/lyngk-* target/release/deps/lyngk-* target/release/deps/liblyngk-*

# ---- the binary: the crate itself, on the compiled dependencies ----------------
FROM deps AS build
# What the binary is made of: the code, its build script and what it embeds
# (the migrations, the message catalogue, the font). The benches only because
# Cargo.toml names them. A change elsewhere (the docs, the tests) rebuilds nothing.
COPY build.rs ./
COPY benches benches
COPY migrations migrations
COPY locales locales
COPY fonts fonts
COPY src src
# Stripped of its symbol table: the image only runs it.
RUN --mount=type=cache,target=/usr/local/cargo/registry,sharing=locked \
    cargo build --release --locked --bin lyngk \
 && cp target/release/lyngk /usr/local/bin/lyngk \
 && strip /usr/local/bin/lyngk

# ---- the tests: `docker build --target test .` (CI), never part of the image ---
# The Discord tests talk to a fake Discord on 127.0.0.1: no network needed. In
# the release profile they reuse the dependencies compiled above.
FROM build AS test
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry,sharing=locked \
    cargo test --release --locked

# ---- runtime: the binary, a non-root user, the database in /data ---------------
# The last stage, so the one `docker build` makes by default.
FROM debian:bookworm-slim AS runtime
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
