//! Just enough `multipart/form-data` parsing for what serenity sends: a
//! `payload_json` text part plus `files[n]` parts (reqwest's encoding).

/// A file part of a multipart request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UploadedFile {
    /// Form field name, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

impl UploadedFile {
    /// `files` as the fake records them: whole, or without their bytes
    /// (name and type kept) when the test said not to keep them
    /// ([`super::FakeConfig::keep_file_bytes`]).
    pub fn recorded(files: &[UploadedFile], keep_bytes: bool) -> Vec<UploadedFile> {
        files
            .iter()
            .map(|f| UploadedFile {
                data: if keep_bytes {
                    f.data.clone()
                } else {
                    Vec::new()
                },
                ..f.clone()
            })
            .collect()
    }
}

/// A parsed multipart body.
#[derive(Debug, Default)]
pub struct Multipart {
    /// Text parts (`payload_json`, ...) as (name, value).
    pub texts: Vec<(String, String)>,
    pub files: Vec<UploadedFile>,
}

/// Extracts the boundary of a `multipart/form-data; boundary=...` content type.
pub fn boundary(content_type: &str) -> Option<String> {
    let (mime, params) = content_type.split_once(';')?;
    if !mime.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_owned())
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Parses `body`; `None` if it is not well-formed.
pub fn parse(body: &[u8], boundary: &str) -> Option<Multipart> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut out = Multipart::default();
    let mut rest = &body[find(body, &delimiter)? + delimiter.len()..];
    loop {
        if rest.starts_with(b"--") {
            return Some(out); // closing delimiter
        }
        rest = rest.strip_prefix(b"\r\n")?;
        let head_end = find(rest, b"\r\n\r\n")?;
        let head = std::str::from_utf8(&rest[..head_end]).ok()?;
        rest = &rest[head_end + 4..];
        let mut next = delimiter.clone();
        next.splice(0..0, *b"\r\n");
        let end = find(rest, &next)?;
        let data = &rest[..end];
        rest = &rest[end + next.len()..];

        let (mut name, mut filename, mut content_type) = (None, None, None);
        for line in head.split("\r\n") {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("content-disposition") {
                for param in value.split(';').skip(1) {
                    if let Some((k, v)) = param.trim().split_once('=') {
                        let v = v.trim().trim_matches('"').to_owned();
                        match k.trim() {
                            "name" => name = Some(v),
                            "filename" => filename = Some(v),
                            _ => {}
                        }
                    }
                }
            } else if key.trim().eq_ignore_ascii_case("content-type") {
                content_type = Some(value.trim().to_owned());
            }
        }
        let name = name?;
        match filename {
            Some(filename) => out.files.push(UploadedFile {
                field: name,
                filename,
                content_type,
                data: data.to_vec(),
            }),
            None => out
                .texts
                .push((name, String::from_utf8_lossy(data).into_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_payload_json_and_a_file() {
        let body = b"--XyZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"type\":4}\r\n--XyZ--\r\n";
        let ct = "multipart/form-data; boundary=XyZ";
        let parsed = parse(body, &boundary(ct).unwrap()).unwrap();
        assert_eq!(
            parsed.texts,
            vec![("payload_json".to_owned(), "{\"type\":4}".to_owned())]
        );
        assert_eq!(parsed.files.len(), 1);
        assert_eq!(parsed.files[0].field, "files[0]");
        assert_eq!(parsed.files[0].filename, "a.png");
        assert_eq!(parsed.files[0].content_type.as_deref(), Some("image/png"));
        assert_eq!(parsed.files[0].data, b"\x89PNG");
    }
}
