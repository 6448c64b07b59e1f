package dataset

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// maxUTF8Warnings bounds the lines named per file; the rest are counted.
const maxUTF8Warnings = 100

// InvalidUTF8 names each line of f holding bytes that are not UTF-8, with
// the first such byte's offset in the file and column in the line. Python
// decodes the whole file before reading it, so the official scripts stop
// with UnicodeDecodeError on any of them; spidereval reads the bytes as
// they are and scores the rest. Nil when f is UTF-8.
func InvalidUTF8(f File) []Warning {
	data := f.Data
	if utf8.Valid(data) {
		return nil
	}
	var out []Warning
	lines := 0
	for off, no := 0, 1; off < len(data); no++ {
		// Lines end as splitLines ends them: "\n", "\r\n" or "\r".
		end := bytes.IndexAny(data[off:], "\r\n")
		if end < 0 {
			end = len(data)
		} else {
			end += off
		}
		next := end + 1
		if end+1 < len(data) && data[end] == '\r' && data[end+1] == '\n' {
			next++
		}
		if line := data[off:end]; !utf8.Valid(line) {
			col := FirstInvalidUTF8(line)
			if lines++; lines <= maxUTF8Warnings {
				out = append(out, Warning{Origin: Origin(f.Name, no), Msg: fmt.Sprintf(
					"byte 0x%02x at offset %d of the file (column %d) is not valid UTF-8: the official scripts stop with UnicodeDecodeError; spidereval reads the bytes as they are",
					line[col], off+col, col+1)})
			}
		}
		off = next
	}
	if lines > maxUTF8Warnings {
		out = append(out, Warning{Origin: f.Name, Msg: fmt.Sprintf("%d more lines hold bytes that are not valid UTF-8", lines-maxUTF8Warnings)})
	}
	return out
}

// FirstInvalidUTF8 is the offset of the first byte of b that starts no
// valid UTF-8 sequence (len(b) when there is none).
func FirstInvalidUTF8(b []byte) int {
	i := 0
	for i < len(b) {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return i
}
