//! PostgreSQL over TLS, against the test server that accepts only TLS
//! connections ([`TlsServer`]; skipped with a note without one): each
//! `sslmode` that should connect runs the migrations and a write and a read
//! through [`Db`] on a connection that the server says is encrypted; each
//! that should not is refused with an error that names the cause and the
//! parameter to change. And `sslmode=require` against the plain test server,
//! which has no TLS.

use std::io::Write;

use super::{channel, stored_game};
use crate::storage::testing::{TestDb, TlsServer};
use crate::storage::{Conn, ConnectError, Db, StorageError};

/// The test's name as libtest shows it, for the skip note.
macro_rules! test_name {
    ($name:literal) => {
        concat!("storage::tests::tls::", $name)
    };
}

/// The certificate of an authority whose key was thrown away once it was
/// made: it signed nothing, so nothing checks out against it.
const UNRELATED_CA: &str = "-----BEGIN CERTIFICATE-----
MIIB1zCCAX2gAwIBAgIURuqNz8q4h3eUNpl+VOGkw1SOrAUwCgYIKoZIzj0EAwIw
ODE2MDQGA1UEAwwtbHluZ2sgdGVzdHM6IGFuIGF1dGhvcml0eSB0aGF0IHNpZ25l
ZCBub3RoaW5nMCAXDTI2MTIwNjA5MzMwMloYDzIxMjYxMTEyMDkzMzAyWjA4MTYw
NAYDVQQDDC1seW5nayB0ZXN0czogYW4gYXV0aG9yaXR5IHRoYXQgc2lnbmVkIG5v
dGhpbmcwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAARDNnihYHaRVOWvNbhQNZSq
QsU7XKdmixARTUyW8YFuSKeJ5D84EId4eZ7HiStHtS9swY4KLfx2HRQwVomOQWZF
o2MwYTAdBgNVHQ4EFgQUOEJ0CCuRHHIIX7kvjFP3tcxD9OUwHwYDVR0jBBgwFoAU
OEJ0CCuRHHIIX7kvjFP3tcxD9OUwDwYDVR0TAQH/BAUwAwEB/zAOBgNVHQ8BAf8E
BAMCAQYwCgYIKoZIzj0EAwIDSAAwRQIhALZkPECv91bxxbDeK10gISZyeVTXpX08
MeTI2Qt3nGwkAiARgQ7xMqoYBf4nrh4pLnyHh1nTciCWjTwua0i1uDpPdw==
-----END CERTIFICATE-----
";

/// Opens `t` (running the migrations), stores a game and reads it back in
/// a transaction of its own, and checks that the connection is encrypted.
async fn migrates_writes_and_reads_over_tls(t: &TestDb) {
    let db = Db::open(t.url())
        .await
        .unwrap_or_else(|e| panic!("{} opens: {e}", t.url()));
    let id = stored_game(&db, channel(11)).await;
    let mut tx = db.read().await.unwrap();
    let game = tx.game(id).await.unwrap().expect("the stored game");
    assert_eq!((game.id, game.start_lpn.as_str()), (id, "x"));
    let Conn::Postgres(conn) = tx.conn() else {
        unreachable!("a PostgreSQL URL opens PostgreSQL")
    };
    let (ssl,): (bool,) =
        sqlx::query_as("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_one(&mut **conn)
            .await
            .unwrap();
    assert!(ssl, "the server sees an encrypted connection");
    drop(tx);
    db.close().await;
}

/// The error of opening `url`, which must fail.
async fn refused(url: &str) -> StorageError {
    match Db::open(url).await {
        Ok(_) => panic!("{url} should have been refused"),
        Err(e) => e,
    }
}

#[tokio::test]
async fn sslmode_require_migrates_writes_and_reads() {
    let Some(server) = TlsServer::from_env(test_name!("sslmode_require_migrates_writes_and_reads"))
    else {
        return;
    };
    let t = server.database("sslmode=require").await;
    migrates_writes_and_reads_over_tls(&t).await;
}

#[tokio::test]
async fn sslmode_verify_full_with_the_authority_migrates_writes_and_reads() {
    let Some(server) = TlsServer::from_env(test_name!(
        "sslmode_verify_full_with_the_authority_migrates_writes_and_reads"
    )) else {
        return;
    };
    let params = format!("sslmode=verify-full&sslrootcert={}", server.ca().display());
    let t = server.database(&params).await;
    migrates_writes_and_reads_over_tls(&t).await;
}

#[tokio::test]
async fn without_sslmode_tls_is_used_when_the_server_offers_it() {
    let Some(server) = TlsServer::from_env(test_name!(
        "without_sslmode_tls_is_used_when_the_server_offers_it"
    )) else {
        return;
    };
    let t = server.database("").await;
    migrates_writes_and_reads_over_tls(&t).await;
}

#[tokio::test]
async fn sslmode_disable_is_refused_with_the_cause_and_the_fix() {
    let Some(server) = TlsServer::from_env(test_name!(
        "sslmode_disable_is_refused_with_the_cause_and_the_fix"
    )) else {
        return;
    };
    let t = server.database("sslmode=disable").await;
    let err = refused(t.url()).await;
    assert!(
        matches!(
            err,
            StorageError::Connect(ConnectError::TlsRequired {
                mode: "disable",
                ..
            })
        ),
        "{err:?}"
    );
    let shown = err.to_string();
    assert!(
        shown.contains("the server requires TLS")
            && shown.contains("add sslmode=require to DATABASE_URL"),
        "{shown}"
    );
    // The server's own words follow, for the operator who wants them.
    assert!(shown.contains("no pg_hba.conf entry"), "{shown}");
}

#[tokio::test]
async fn verify_full_refuses_a_certificate_no_trusted_authority_signed() {
    let Some(server) = TlsServer::from_env(test_name!(
        "verify_full_refuses_a_certificate_no_trusted_authority_signed"
    )) else {
        return;
    };
    // The built-in (Mozilla) roots alone do not know the test authority.
    let t = server.database("sslmode=verify-full").await;
    let err = refused(t.url()).await;
    assert!(
        matches!(
            err,
            StorageError::Connect(ConnectError::UntrustedCertificate {
                mode: "verify-full",
                ..
            })
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("sslrootcert=FILE"), "{err}");
}

#[tokio::test]
async fn require_with_a_root_certificate_checks_the_server_against_it() {
    let Some(server) = TlsServer::from_env(test_name!(
        "require_with_a_root_certificate_checks_the_server_against_it"
    )) else {
        return;
    };
    let mut unrelated = tempfile::NamedTempFile::new().unwrap();
    unrelated.write_all(UNRELATED_CA.as_bytes()).unwrap();
    let params = format!("sslmode=require&sslrootcert={}", unrelated.path().display());
    let t = server.database(&params).await;
    let err = refused(t.url()).await;
    assert!(
        matches!(
            err,
            StorageError::Connect(ConnectError::UntrustedCertificate {
                mode: "verify-ca",
                ..
            })
        ),
        "{err:?}"
    );
    // With the server's own authority it connects.
    let params = format!("sslmode=require&sslrootcert={}", server.ca().display());
    migrates_writes_and_reads_over_tls(&server.database(&params).await).await;
}

#[tokio::test]
async fn verify_full_checks_the_host_and_verify_ca_only_the_signer() {
    let Some(server) = TlsServer::from_env(test_name!(
        "verify_full_checks_the_host_and_verify_ca_only_the_signer"
    )) else {
        return;
    };
    assert!(
        server.url().contains("@localhost:"),
        "the TLS server's URL names it localhost, the certificate's only name: {}",
        server.url()
    );
    let ca = server.ca().display();
    // The same server by its address, which the certificate does not name.
    let by_address = |t: &TestDb| t.url().replacen("@localhost:", "@127.0.0.1:", 1);

    let t = server
        .database(&format!("sslmode=verify-full&sslrootcert={ca}"))
        .await;
    let err = refused(&by_address(&t)).await;
    assert!(
        matches!(
            &err,
            StorageError::Connect(ConnectError::WrongHost { host, .. }) if host == "127.0.0.1"
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("sslmode=verify-ca"), "{err}");

    let t = server
        .database(&format!("sslmode=verify-ca&sslrootcert={ca}"))
        .await;
    let url = by_address(&t);
    let db = Db::open(&url)
        .await
        .unwrap_or_else(|e| panic!("{url} opens: {e}"));
    stored_game(&db, channel(12)).await;
    db.close().await;
}

#[tokio::test]
async fn sslmode_require_against_a_server_without_tls_says_so() {
    let test = "storage::tests::tls::sslmode_require_against_a_server_without_tls_says_so";
    // The plain test server: TLS off.
    let Some(t) = TestDb::postgres(test).await else {
        return;
    };
    let t = t.with_params("sslmode=require");
    let err = refused(t.url()).await;
    assert!(
        matches!(
            err,
            StorageError::Connect(ConnectError::TlsUnavailable {
                mode: "require",
                ..
            })
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("does not offer TLS"), "{err}");
}
