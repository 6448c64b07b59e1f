package diagnose

import (
	"os"
	"strings"
	"testing"
)

// caseBlock is one blank-line separated block of a testdata file: ordered key/value lines,
// plus the raw lines after a "clauses:" key.
type caseBlock struct {
	line   int // line number of the block's first line
	fields map[string]string
	keys   []string
	tail   []string // lines following "clauses:"
}

// get returns a field with \n escapes expanded.
func (b caseBlock) get(key string) string {
	return strings.ReplaceAll(b.fields[key], `\n`, "\n")
}

// readBlocks parses a testdata file of "key: value" blocks; # starts a comment line.
func readBlocks(t testing.TB, path string) []caseBlock {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	var out []caseBlock
	var cur *caseBlock
	inTail := false
	flush := func() {
		if cur != nil {
			out = append(out, *cur)
		}
		cur, inTail = nil, false
	}
	for i, line := range strings.Split(string(raw), "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" {
			flush()
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		if cur == nil {
			cur = &caseBlock{line: i + 1, fields: map[string]string{}}
		}
		if inTail {
			cur.tail = append(cur.tail, line)
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("%s:%d: want key: value, got %q", path, i+1, line)
		}
		key = strings.TrimSpace(key)
		if key == "clauses" {
			inTail = true
		}
		cur.fields[key] = strings.TrimSpace(val)
		cur.keys = append(cur.keys, key)
	}
	flush()
	return out
}

// parseSchemaSpec reads "table(col, col); table(col)" into a Schema.
func parseSchemaSpec(t *testing.T, spec string) Schema {
	t.Helper()
	var s Schema
	for _, part := range strings.Split(spec, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, cols, ok := strings.Cut(part, "(")
		if !ok || !strings.HasSuffix(cols, ")") {
			t.Fatalf("bad table spec %q", part)
		}
		tb := Table{Name: strings.TrimSpace(name)}
		for _, c := range strings.Split(strings.TrimSuffix(cols, ")"), ",") {
			if c = strings.TrimSpace(c); c != "" {
				tb.Columns = append(tb.Columns, c)
			}
		}
		s.Tables = append(s.Tables, tb)
	}
	return s
}
