//! Where a field of a definition is written in its RON text: the line and column that
//! `DefError` names, so that a refusal points at the line to mend ("groups[8].count" is
//! line 59). Standard library only, as the build script includes the rules.

/// The line and column (from 1) where the field at `path` ("groups[8].count",
/// "stock.redeals", "deal_rows[1]") is written in `text`: its name, or a list item's
/// first token. Where the field is not written (left to its default) or the text is
/// not laid out as expected, the nearest enclosing place that is.
pub fn locate(text: &str, path: &str) -> (usize, usize) {
    let tokens = tokens(text);
    let Some(first) = tokens.first() else {
        return (1, 1);
    };
    let mut found = first.at;
    let mut i = 0;
    for step in steps(path) {
        i = open(&tokens, i);
        let Some(item) = (match step {
            Step::Field(name) => field(&tokens, i, name),
            Step::Item(n) => item(&tokens, i, n),
        }) else {
            break;
        };
        found = tokens[item.0].at;
        i = item.1;
    }
    found
}

#[derive(Debug, PartialEq, Eq)]
enum Step<'a> {
    Field(&'a str),
    Item(usize),
}

/// "groups[8].count" as `Field("groups"), Item(8), Field("count")`.
fn steps(path: &str) -> Vec<Step<'_>> {
    let mut steps = Vec::new();
    for part in path.split('.') {
        let mut pieces = part.split('[');
        if let Some(name) = pieces.next().filter(|n| !n.is_empty()) {
            steps.push(Step::Field(name));
        }
        for index in pieces {
            match index.trim_end_matches(']').parse() {
                Ok(n) => steps.push(Step::Item(n)),
                Err(_) => return steps,
            }
        }
    }
    steps
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Word,
    Other,
    Open,
    Close,
    Colon,
    Comma,
}

#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    at: (usize, usize),
}

/// The text's tokens, comments left out: words (names and numbers), strings and
/// characters (as `Other`), brackets, colons and commas.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < bytes.len() {
        let b = bytes[i];
        let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
        let (kind, end) = if b.is_ascii_whitespace() {
            (None, i + 1)
        } else if text[i..].starts_with("//") {
            (None, text[i..].find('\n').map_or(bytes.len(), |n| i + n))
        } else if text[i..].starts_with("/*") {
            (None, block_comment_end(text, i))
        } else if b == b'"' {
            (Some(Kind::Other), string_end(bytes, i))
        } else if b == b'r' && matches!(bytes.get(i + 1), Some(b'"' | b'#')) {
            (Some(Kind::Other), raw_string_end(text, i))
        } else if b == b'\'' {
            let end = text[i + 1..].find('\'').map_or(bytes.len(), |n| i + n + 2);
            (Some(Kind::Other), end)
        } else if word(char::from(b)) || b == b'-' || b == b'+' {
            let end = text[i + 1..]
                .find(|c| !word(c))
                .map_or(bytes.len(), |n| i + 1 + n);
            (Some(Kind::Word), end)
        } else {
            let kind = match b {
                b'(' | b'[' | b'{' => Kind::Open,
                b')' | b']' | b'}' => Kind::Close,
                b':' => Kind::Colon,
                b',' => Kind::Comma,
                _ => Kind::Other,
            };
            (
                Some(kind),
                i + text[i..].chars().next().map_or(1, char::len_utf8),
            )
        };
        let end = end.clamp(i + 1, bytes.len());
        if let Some(kind) = kind {
            out.push(Token {
                kind,
                text: &text[i..end],
                at: (line, text[line_start..i].chars().count() + 1),
            });
        }
        for (k, &c) in bytes[i..end].iter().enumerate() {
            if c == b'\n' {
                line += 1;
                line_start = i + k + 1;
            }
        }
        i = end;
    }
    out
}

fn block_comment_end(text: &str, start: usize) -> usize {
    let (mut depth, mut i) = (0usize, start);
    while i < text.len() {
        if text[i..].starts_with("/*") {
            depth += 1;
            i += 2;
        } else if text[i..].starts_with("*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    text.len()
}

fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn raw_string_end(text: &str, start: usize) -> usize {
    let hashes = text[start + 1..].bytes().take_while(|&b| b == b'#').count();
    let open = start + 1 + hashes;
    if text.as_bytes().get(open) != Some(&b'"') {
        return start + 1;
    }
    let close = format!("\"{}", "#".repeat(hashes));
    text[open + 1..]
        .find(&close)
        .map_or(text.len(), |n| open + 1 + n + close.len())
}

/// From a value's first token, the first token inside it: past `Name(`, `Some(` (and
/// both, `Some(Name(`) or a bare bracket.
fn open(tokens: &[Token], mut i: usize) -> usize {
    loop {
        match tokens.get(i).map(|t| t.kind) {
            Some(Kind::Word) if tokens.get(i + 1).is_some_and(|t| t.kind == Kind::Open) => i += 2,
            Some(Kind::Open) => return i + 1,
            _ => return i,
        }
    }
}

/// Within the brackets opened just before `i`: the field `name` written at their top
/// level, as (its name's token, its value's first token).
fn field(tokens: &[Token], i: usize, name: &str) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    for (j, token) in tokens.iter().enumerate().skip(i) {
        match token.kind {
            Kind::Open => depth += 1,
            Kind::Close if depth == 0 => return None,
            Kind::Close => depth -= 1,
            Kind::Word
                if depth == 0
                    && token.text == name
                    && tokens.get(j + 1).is_some_and(|t| t.kind == Kind::Colon) =>
            {
                return Some((j, j + 2));
            }
            _ => {}
        }
    }
    None
}

/// Within the brackets opened just before `i`: the `n`th item (from 0) at their top
/// level, as (its first token, the same).
fn item(tokens: &[Token], i: usize, n: usize) -> Option<(usize, usize)> {
    let (mut depth, mut index) = (0usize, 0);
    let mut start = i;
    for (j, token) in tokens.iter().enumerate().skip(i) {
        match token.kind {
            Kind::Close if depth == 0 => break,
            Kind::Open => depth += 1,
            Kind::Close => depth -= 1,
            Kind::Comma if depth == 0 => {
                index += 1;
                start = j + 1;
                continue;
            }
            _ => {}
        }
        if index == n && j == start {
            return Some((j, j));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"GameDef(
    id: "x", // a comment: groups: [
    /* stock: Some(
       nested /* twice */ ) */
    stock: Some(StockRules(draw: 1, redeals: None)),
    groups: [
        GroupDef(label: "s", name: "a \"quoted\" (word)", count: 1),
        GroupDef(
            label: "t",
            count: 7,
            deal: Piles([(0, 1), (1, 1)]),
        ),
    ],
)"#;

    #[test]
    fn a_field_is_found_on_its_line_and_column() {
        assert_eq!(locate(TEXT, "id"), (2, 5));
        assert_eq!(locate(TEXT, "stock"), (5, 5));
        assert_eq!(locate(TEXT, "stock.redeals"), (5, 37));
        assert_eq!(locate(TEXT, "groups"), (6, 5));
        assert_eq!(locate(TEXT, "groups[0]"), (7, 9));
        assert_eq!(locate(TEXT, "groups[0].count"), (7, 59));
        assert_eq!(locate(TEXT, "groups[1].count"), (10, 13));
        assert_eq!(locate(TEXT, "groups[1].deal"), (11, 13));
    }

    #[test]
    fn a_field_left_out_is_its_nearest_written_parent() {
        assert_eq!(locate(TEXT, "groups[1].build"), (8, 9));
        assert_eq!(locate(TEXT, "groups[5].count"), (6, 5));
        assert_eq!(locate(TEXT, "covers[0].by"), (1, 1));
        assert_eq!(locate(TEXT, "stock.draw.x"), (5, 28));
        assert_eq!(locate("", "id"), (1, 1));
    }

    #[test]
    fn paths_are_read_step_by_step() {
        use Step::*;
        assert_eq!(
            steps("groups[8].count"),
            [Field("groups"), Item(8), Field("count")]
        );
        assert_eq!(steps("deal_rows[1]"), [Field("deal_rows"), Item(1)]);
        assert_eq!(steps("stock.redeals"), [Field("stock"), Field("redeals")]);
    }
}
