//! The `lyngk` binary as a bot: configured by `.env` and the environment,
//! logging off cleanly on SIGTERM, and refusing to start without a token;
//! `lyngk health` asking it whether it is healthy.

use crate::common::fake_discord::{CommandScope, FakeConfig};
use crate::common::{Harness, WAIT};

/// Sends `signal` to the child process `pid` (started by this test).
#[expect(unsafe_code, reason = "libc's kill")]
pub(super) fn send_signal(pid: u32, signal: libc::c_int) {
    let pid = libc::pid_t::try_from(pid).expect("a pid");
    // SAFETY: kill(2) takes plain integers and touches no memory of ours; the
    // pid is a child of this process that has not been waited for yet.
    let sent = unsafe { libc::kill(pid, signal) };
    assert_eq!(sent, 0, "kill({pid}, {signal})");
}

/// Waits for a child process, at most `WAIT`; kills it if it hangs.
pub(super) async fn wait_for_exit(mut child: std::process::Child) -> std::process::Output {
    let id = child.id();
    let waited = tokio::time::timeout(
        WAIT,
        tokio::task::spawn_blocking(move || {
            let status = child.wait()?;
            let mut stderr = String::new();
            if let Some(mut pipe) = child.stderr.take() {
                std::io::Read::read_to_string(&mut pipe, &mut stderr)?;
            }
            Ok::<_, std::io::Error>(std::process::Output {
                status,
                stdout: Vec::new(),
                stderr: stderr.into_bytes(),
            })
        }),
    )
    .await;
    match waited {
        Ok(output) => output.expect("no panic").expect("waited"),
        Err(_) => {
            send_signal(id, libc::SIGKILL);
            panic!("lyngk {id} did not exit within {WAIT:?}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_reads_dot_env_runs_the_bot_and_stops_on_sigterm() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    // The token comes from .env in the working directory, the rest from the
    // environment.
    std::fs::write(
        dir.path().join(".env"),
        format!("DISCORD_TOKEN={}\n", h.fake.config().token),
    )
    .unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let pid = child.id();
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("the binary's bot registers its commands");
    // Registration is the last step of the set-up before the bot marks itself ready.
    h.fake.wait_for_ready(WAIT).await.expect("a READY session");
    assert!(h.database_path().exists(), "the database was created");

    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(h.fake.wait_for_close(WAIT).await.expect("closed"), [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_without_a_token_says_so_and_exits() {
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_refuses_a_guild_id_of_zero() {
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "some-token")
        .env("DISCORD_GUILD_ID", "0")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("DISCORD_GUILD_ID is 0"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_refuses_exits_with_status_3_and_says_so() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not-the-token")
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("refused the bot's token"), "{stderr}");
    assert!(stderr.contains("401"), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_out_of_reach_exits_with_status_1_and_the_cause() {
    let dir = tempfile::tempdir().unwrap();
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "some-token")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("l.db").display()),
        )
        .env("DISCORD_HTTP_PROXY", format!("http://127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("could not be reached"), "{stderr}");
    assert!(
        stderr.to_lowercase().contains("connect"),
        "the cause: {stderr}"
    );
    assert!(!stderr.contains("DISCORD_TOKEN"), "not the token: {stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_empty_rust_log_logs_as_unset_does_and_a_bad_one_is_named() {
    // Empty, as `RUST_LOG=` in `.env` or compose's `${RUST_LOG:-}` gives it:
    // the default filter, so the start-up's invite link is logged.
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", &h.fake.config().token)
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("RUST_LOG", "")
        .env("LOG_FORMAT", "text")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let pid = child.id();
    h.fake.wait_for_ready(WAIT).await.expect("a READY session");
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("the commands registered");
    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    assert_eq!(
        stderr
            .lines()
            .filter(|l| l.contains("invite link: "))
            .count(),
        1,
        "the invite link, at the default level: {stderr}"
    );

    // A filter tracing-subscriber can't read stops the bot before it starts,
    // naming the variable, as every other bad setting does.
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "some-token")
        .env("RUST_LOG", "info,lyngk=loud")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("RUST_LOG must be"), "{stderr}");
    assert!(stderr.contains("lyngk=loud"), "{stderr}");
}

/// `lyngk health` with `METRICS_ADDR=addr`, run in `dir` (no `.env`).
async fn health(dir: &std::path::Path, addr: &str) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"));
    command
        .arg("health")
        .current_dir(dir)
        .env("METRICS_ADDR", addr)
        .env_remove("HTTP_PROXY")
        .env_remove("http_proxy");
    tokio::time::timeout(
        WAIT,
        tokio::task::spawn_blocking(move || command.output().expect("lyngk health runs")),
    )
    .await
    .expect("lyngk health ends within its timeout")
    .expect("no panic")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A port of 127.0.0.1 nobody listens on (free a moment ago).
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_health_exits_0_for_a_healthy_bot_and_1_once_it_is_gone() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let dir = tempfile::tempdir().unwrap();
    let addr = format!("127.0.0.1:{}", free_port());
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", &h.fake.config().token)
        .env("DATABASE_URL", &h.database_url)
        .env("DISCORD_GUILD_ID", h.fake.config().guild_id.to_string())
        .env("DISCORD_HTTP_PROXY", h.fake.api_base())
        .env("METRICS_ADDR", &addr)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let pid = child.id();
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("the bot registers its commands");
    // The shard's READY is counted a moment after the fake sent it: ask
    // until the answer is healthy (bounded).
    let deadline = tokio::time::Instant::now() + WAIT;
    let healthy = loop {
        let out = health(dir.path(), &addr).await;
        if out.status.success() {
            break out;
        }
        assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
        assert!(
            tokio::time::Instant::now() < deadline,
            "never healthy: {}",
            text(&out.stderr)
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(text(&healthy.stdout), "ok\n");
    // A listener on every address is asked on loopback.
    let port = addr.rsplit_once(':').unwrap().1;
    let everywhere = health(dir.path(), &format!("0.0.0.0:{port}")).await;
    assert!(everywhere.status.success(), "{}", text(&everywhere.stderr));

    send_signal(pid, libc::SIGTERM);
    let output = wait_for_exit(child).await;
    assert!(output.status.success(), "{}", text(&output.stderr));
    let gone = health(dir.path(), &addr).await;
    assert_eq!(gone.status.code(), Some(1));
    assert!(
        text(&gone.stderr).contains("nothing answers"),
        "{}",
        text(&gone.stderr)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lyngk_health_exits_1_with_the_reason_of_an_unhealthy_bot() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let server = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let mut request = [0u8; 1024];
        let n = std::io::Read::read(&mut stream, &mut request).unwrap();
        let body = "shard 0 has been away from the gateway for 42 s\n";
        let answer = format!(
            "HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        );
        std::io::Write::write_all(&mut stream, answer.as_bytes()).unwrap();
        String::from_utf8_lossy(&request[..n]).into_owned()
    });
    let dir = tempfile::tempdir().unwrap();
    let out = health(dir.path(), &addr).await;
    let request = server.join().unwrap();
    assert!(request.starts_with("GET /healthz HTTP/1.1"), "{request}");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "lyngk health: unhealthy (503): shard 0 has been away from the gateway for 42 s\n"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_metrics_addr_is_named_by_lyngk_health_and_by_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let out = health(dir.path(), "localhost:9000").await;
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("METRICS_ADDR must be an IP address and a port"),
        "{}",
        text(&out.stderr)
    );
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "some-token")
        .env("METRICS_ADDR", "9000")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("lyngk starts");
    let output = wait_for_exit(child).await;
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("METRICS_ADDR must be"),
        "{}",
        text(&output.stderr)
    );
}
