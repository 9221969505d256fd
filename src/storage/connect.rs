//! How a PostgreSQL `DATABASE_URL` becomes the driver's connection options,
//! and what the operator is told when the server refuses the connection.
//!
//! Every parameter of the URL reaches the driver as written: `sslmode`
//! (`disable`, `prefer` — the default —, `require`, `verify-ca`,
//! `verify-full`), `sslrootcert`, `sslcert`/`sslkey`, `application_name`…,
//! and the `PG*` variables fill in what the URL leaves out, as libpq does.
//! TLS is rustls with the Mozilla roots built into the program (the ones it
//! trusts for Discord); `sslrootcert=FILE` adds an authority to them. Where
//! the driver is looser than libpq, the options are made to say what libpq
//! means:
//!
//! * `sslmode=require` with a root certificate given checks the server's
//!   certificate against it, as `verify-ca` does (libpq's rule; the driver
//!   documents it but does not do it).
//! * `sslrootcert=system` (libpq 16) means the built-in roots, not a file of
//!   that name, and needs `sslmode=verify-full`; with no `sslmode` it is
//!   `verify-full`.
//! * A root certificate file that can't be read is named before any
//!   connection is tried (the driver would only say "No such file or
//!   directory").
//!
//! A connection refused for a reason the operator can fix in the URL (the
//! server wants TLS, has none, or shows a certificate that does not check
//! out) becomes a [`ConnectError`] that names the cause and the parameter to
//! change.
//!
//! This module must not import the service, the renderer or any transport.

use std::borrow::Cow;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::atomic::Ordering;

use sqlx::ConnectOptions;
use sqlx::postgres::{PgConnectOptions, PgSslMode};

use super::{FAILED_CALLS, StorageError};

/// What the application name is when the URL gives none: so that an
/// operator can tell the bot's connections apart (`pg_stat_activity`).
const APPLICATION_NAME: &str = "lyngk";

/// The names the driver accepts for the root certificate parameter.
const ROOT_CERT_KEYS: [&str; 3] = ["sslrootcert", "ssl-root-cert", "ssl-ca"];

/// A PostgreSQL connection that could not be made, with its cause in the
/// operator's terms and the change to make; the driver's own error follows.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// The server refused a connection without TLS (its `pg_hba.conf` has
    /// only `hostssl` lines, as most hosted services do).
    #[error(
        "the server requires TLS but DATABASE_URL says sslmode={mode}: add sslmode=require to DATABASE_URL, or sslmode=verify-full&sslrootcert=FILE to check the server's certificate too (docs/admin/scaling.md) (the server said: {error})"
    )]
    TlsRequired {
        mode: &'static str,
        error: sqlx::Error,
    },
    /// The URL asks for TLS and the server answered that it has none.
    #[error(
        "the server does not offer TLS but DATABASE_URL says sslmode={mode}: turn TLS on in the server (ssl = on), or, on a private network only, use sslmode=prefer ({error})"
    )]
    TlsUnavailable {
        mode: &'static str,
        error: sqlx::Error,
    },
    /// `verify-ca` or `verify-full`: no trusted authority signed the
    /// server's certificate.
    #[error(
        "the server's certificate is not signed by an authority this program trusts (sslmode={mode} checks it): give the authority's certificate with sslrootcert=FILE in DATABASE_URL (hosted services publish theirs) ({error})"
    )]
    UntrustedCertificate {
        mode: &'static str,
        error: sqlx::Error,
    },
    /// `verify-full`: the certificate is valid but for other names.
    #[error(
        "the server's certificate does not name the host {host} of DATABASE_URL (sslmode=verify-full checks it): connect by a name the certificate gives, or use sslmode=verify-ca to check only who signed it ({error})"
    )]
    WrongHost { host: String, error: sqlx::Error },
    /// The root certificate file of `sslrootcert` (or `PGSSLROOTCERT`).
    #[error("the root certificate file {path} (sslrootcert) can't be read: {error}")]
    RootCert {
        path: PathBuf,
        error: std::io::Error,
    },
    /// `sslrootcert=system` with a mode that would not check the host.
    #[error(
        "sslrootcert=system (the authorities built into this program) needs sslmode=verify-full, not sslmode={mode}"
    )]
    SystemRootsNeedVerifyFull { mode: &'static str },
}

/// The connection options of the PostgreSQL URL `url` (see the module
/// documentation for what is made to follow libpq).
///
/// # Errors
/// The URL does not parse, its root certificate file can't be read, or
/// `sslrootcert=system` comes with a weaker mode than `verify-full`.
pub(super) fn postgres_options(url: &str) -> Result<PgConnectOptions, StorageError> {
    let (url, system_roots) = without_system_roots(url);
    let mut options = PgConnectOptions::from_str(&url)?;
    if options.get_application_name().is_none() {
        options = options.application_name(APPLICATION_NAME);
    }
    if system_roots {
        // With no sslmode the driver says `prefer`: libpq makes it
        // verify-full, and so does this.
        match options.get_ssl_mode() {
            PgSslMode::VerifyFull | PgSslMode::Prefer => {
                options = options.ssl_mode(PgSslMode::VerifyFull);
            }
            mode => {
                return Err(ConnectError::SystemRootsNeedVerifyFull {
                    mode: mode_name(mode),
                }
                .into());
            }
        }
    }
    match root_cert(&options) {
        Some(RootCert::File(path)) => {
            if let Err(error) = std::fs::File::open(&path) {
                return Err(ConnectError::RootCert { path, error }.into());
            }
            options = checked_by_root(options);
        }
        Some(RootCert::Inline) => options = checked_by_root(options),
        None => {}
    }
    Ok(options)
}

/// `require` becomes `verify-ca` once a root certificate is given.
fn checked_by_root(options: PgConnectOptions) -> PgConnectOptions {
    match options.get_ssl_mode() {
        PgSslMode::Require => options.ssl_mode(PgSslMode::VerifyCa),
        _ => options,
    }
}

/// `url` without its `sslrootcert=system` parameters, and whether it had one.
fn without_system_roots(url: &str) -> (Cow<'_, str>, bool) {
    let Some((base, query)) = url.split_once('?') else {
        return (Cow::Borrowed(url), false);
    };
    let is_system = |pair: &&str| {
        pair.split_once('=')
            .is_some_and(|(key, value)| ROOT_CERT_KEYS.contains(&key) && value == "system")
    };
    if !query.split('&').any(|pair| is_system(&pair)) {
        return (Cow::Borrowed(url), false);
    }
    let kept: Vec<&str> = query.split('&').filter(|pair| !is_system(pair)).collect();
    let url = if kept.is_empty() {
        base.to_owned()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    (Cow::Owned(url), true)
}

/// Where the options' root certificate comes from, if they have one.
#[derive(Debug, PartialEq, Eq)]
enum RootCert {
    File(PathBuf),
    /// PEM text given in place of a path (`PGSSLROOTCERT`).
    Inline,
}

/// The options' root certificate, from the URL or `PGSSLROOTCERT`. The
/// driver keeps it private; its URL form shows it, a file as `file: PATH`.
fn root_cert(options: &PgConnectOptions) -> Option<RootCert> {
    let url = options.to_url_lossy();
    let (_, value) = url.query_pairs().find(|(key, _)| key == "sslrootcert")?;
    Some(match value.strip_prefix("file: ") {
        Some(path) => RootCert::File(PathBuf::from(path)),
        None => RootCert::Inline,
    })
}

/// The URL spelling of `mode`.
fn mode_name(mode: PgSslMode) -> &'static str {
    match mode {
        PgSslMode::Disable => "disable",
        PgSslMode::Allow => "allow",
        PgSslMode::Prefer => "prefer",
        PgSslMode::Require => "require",
        PgSslMode::VerifyCa => "verify-ca",
        PgSslMode::VerifyFull => "verify-full",
    }
}

/// The storage error for a connection to the server of `options` that
/// failed with `error`: a [`ConnectError`] where the cause is one the URL
/// can fix, else the driver's error as it is. Counted as a failed call
/// either way.
pub(super) fn refused(error: sqlx::Error, options: &PgConnectOptions) -> StorageError {
    let mode = options.get_ssl_mode();
    let cause = match (cause_of(&error), mode) {
        (Some(Cause::NoTls), PgSslMode::Disable | PgSslMode::Allow) => ConnectError::TlsRequired {
            mode: mode_name(mode),
            error,
        },
        (Some(Cause::TlsAbsent), _) => ConnectError::TlsUnavailable {
            mode: mode_name(mode),
            error,
        },
        (Some(Cause::UnknownIssuer), _) => ConnectError::UntrustedCertificate {
            mode: mode_name(mode),
            error,
        },
        (Some(Cause::OtherName), _) => ConnectError::WrongHost {
            host: options.get_host().to_owned(),
            error,
        },
        _ => return StorageError::from(error),
    };
    FAILED_CALLS.fetch_add(1, Ordering::Relaxed);
    StorageError::Connect(cause)
}

/// What a refused connection says about TLS.
enum Cause {
    /// `pg_hba.conf` has no line for a connection without encryption.
    NoTls,
    /// The server answered the TLS request with "no".
    TlsAbsent,
    /// The certificate's signer is not trusted.
    UnknownIssuer,
    /// The certificate is for other names.
    OtherName,
}

fn cause_of(error: &sqlx::Error) -> Option<Cause> {
    match error {
        // invalid_authorization_specification. The server's text (English
        // unless its lc_messages says otherwise) is what tells the missing
        // `hostssl` line from any other refusal: "no pg_hba.conf entry for
        // host …, no encryption" (before PostgreSQL 12: "SSL off"), or a
        // service's own "SSL connection is required".
        sqlx::Error::Database(e) if e.code().as_deref() == Some("28000") => {
            let message = e.message().to_ascii_lowercase();
            ["no encryption", "ssl off", "ssl connection is required"]
                .iter()
                .any(|said| message.contains(said))
                .then_some(Cause::NoTls)
        }
        // The driver's own words when the server answers "N" to its TLS request.
        sqlx::Error::Tls(e) if e.to_string().contains("does not support TLS") => {
            Some(Cause::TlsAbsent)
        }
        // A failed handshake comes back as an I/O error carrying rustls's.
        sqlx::Error::Io(e) => {
            let tls = e.get_ref()?.downcast_ref::<rustls::Error>()?;
            match tls {
                rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer) => {
                    Some(Cause::UnknownIssuer)
                }
                rustls::Error::InvalidCertificate(
                    rustls::CertificateError::NotValidForName
                    | rustls::CertificateError::NotValidForNameContext { .. },
                ) => Some(Cause::OtherName),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use sqlx::postgres::PgSslMode;

    use super::{ConnectError, RootCert, mode_name, postgres_options, root_cert};
    use crate::storage::StorageError;

    fn mode_of(url: &str) -> &'static str {
        mode_name(postgres_options(url).expect("valid options").get_ssl_mode())
    }

    /// A root certificate file that exists (its content is read only when
    /// connecting).
    fn ca_file() -> tempfile::NamedTempFile {
        let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
        file.write_all(b"-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n")
            .expect("written");
        file
    }

    #[test]
    fn every_sslmode_of_the_url_reaches_the_driver() {
        for mode in [
            "disable",
            "allow",
            "prefer",
            "require",
            "verify-ca",
            "verify-full",
        ] {
            assert_eq!(mode_of(&format!("postgres://h/db?sslmode={mode}")), mode);
        }
        // libpq's default.
        assert_eq!(mode_of("postgres://h/db"), "prefer");
    }

    #[test]
    fn the_root_certificate_and_the_application_name_are_kept() {
        let ca = ca_file();
        let path = ca.path().display().to_string();
        let options = postgres_options(&format!(
            "postgres://u:p@h:5433/db?sslmode=verify-full&sslrootcert={path}&application_name=bot-1"
        ))
        .unwrap();
        assert_eq!(root_cert(&options), Some(RootCert::File(path.into())));
        assert_eq!(options.get_application_name(), Some("bot-1"));
        assert_eq!(
            postgres_options("postgres://h/db")
                .unwrap()
                .get_application_name(),
            Some("lyngk")
        );
        assert_eq!(
            root_cert(&postgres_options("postgres://h/db").unwrap()),
            None
        );
    }

    #[test]
    fn require_with_a_root_certificate_checks_it_as_libpq_does() {
        let ca = ca_file();
        let path = ca.path().display();
        assert_eq!(
            mode_of(&format!(
                "postgres://h/db?sslmode=require&sslrootcert={path}"
            )),
            "verify-ca"
        );
        assert_eq!(mode_of("postgres://h/db?sslmode=require"), "require");
        // The stronger modes stay as they are.
        assert_eq!(
            mode_of(&format!(
                "postgres://h/db?sslmode=verify-full&sslrootcert={path}"
            )),
            "verify-full"
        );
    }

    #[test]
    fn a_missing_root_certificate_file_is_named_before_connecting() {
        let err =
            postgres_options("postgres://h/db?sslmode=verify-full&sslrootcert=/nowhere/ca.pem")
                .unwrap_err();
        assert!(
            matches!(&err, StorageError::Connect(ConnectError::RootCert { path, .. }) if path.ends_with("ca.pem")),
            "{err:?}"
        );
        assert!(err.to_string().contains("/nowhere/ca.pem"), "{err}");
    }

    #[test]
    fn sslrootcert_system_means_the_built_in_roots_and_verify_full() {
        for url in [
            "postgres://h/db?sslrootcert=system",
            "postgres://h/db?sslmode=verify-full&sslrootcert=system",
            "postgres://h/db?sslrootcert=system&sslmode=verify-full&application_name=x",
        ] {
            let options = postgres_options(url).unwrap();
            assert!(
                matches!(options.get_ssl_mode(), PgSslMode::VerifyFull),
                "{url}"
            );
            assert_eq!(root_cert(&options), None, "{url}");
        }
        let err =
            postgres_options("postgres://h/db?sslmode=require&sslrootcert=system").unwrap_err();
        assert!(
            matches!(
                err,
                StorageError::Connect(ConnectError::SystemRootsNeedVerifyFull { mode: "require" })
            ),
            "{err:?}"
        );
        // Any other value is a file's path.
        let err = postgres_options("postgres://h/db?sslrootcert=systemd.pem").unwrap_err();
        assert!(
            matches!(&err, StorageError::Connect(ConnectError::RootCert { path, .. }) if path.ends_with("systemd.pem")),
            "{err:?}"
        );
    }
}
