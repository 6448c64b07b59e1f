package audit

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/spidereval/spidereval/eval/exec"
)

// A gold is tie-dependent when the same query, run with every table read
// in the reverse of its stored order, would not pass the reference's own
// comparison against its usual result. Each table of the database is
// shadowed by a materialized CTE of the same name holding its rows in
// reverse rowid order, so rows that tie under ORDER BY (or under no ORDER
// BY) reach the sort and LIMIT in the other order. Ties SQLite resolves
// by a key of its own (groups under GROUP BY come out in key order)
// are not exposed: the check finds tie-dependent golds, never proves one
// free of ties.

// dbInfo is what the audit learns once about a database file.
type dbInfo struct {
	once    sync.Once
	tables  []string // tables with a rowid, in schema order
	content [32]byte // digest of every table's rows, order-independent
	rows    int      // rows in all tables
	err     error
}

// info returns the database's tables and content digest, read once.
func (a *auditor) info(ctx context.Context, db *exec.DB) *dbInfo {
	v, _ := a.infos.LoadOrStore(db, &dbInfo{})
	in := v.(*dbInfo)
	in.once.Do(func() { in.err = a.readInfo(ctx, db, in) })
	return in
}

// readInfo lists the rowid tables, counts and digests the rows of every table.
func (a *auditor) readInfo(ctx context.Context, db *exec.DB, in *dbInfo) error {
	list, err := db.Query(ctx, "PRAGMA table_list", a.opt.Limits)
	if err != nil {
		return fmt.Errorf("list the tables of %s: %w", db.Name(), err)
	}
	col := func(name string) int { return slices.Index(list.Columns, name) }
	schemaCol, nameCol, typeCol, wrCol := col("schema"), col("name"), col("type"), col("wr")
	h := sha256.New()
	for _, r := range list.Rows {
		name := r[nameCol].S
		if r[schemaCol].S != "main" || r[typeCol].S != "table" || strings.HasPrefix(strings.ToLower(name), "sqlite_") {
			continue
		}
		if r[wrCol].I == 0 {
			in.tables = append(in.tables, name)
		}
		rows, err := db.Query(ctx, "SELECT * FROM main."+quoteIdent(name), a.opt.Limits)
		if err != nil {
			return fmt.Errorf("read table %s of %s: %w", name, db.Name(), err)
		}
		in.rows += len(rows.Rows)
		h.Write([]byte(name))
		h.Write(rowsDigest(rows.Rows))
	}
	copy(in.content[:], h.Sum(nil))
	return nil
}

// rowsDigest digests a bag of rows: the sorted digests of each row.
func rowsDigest(rows []exec.Row) []byte {
	digests := make([]string, len(rows))
	var buf []byte
	for i, r := range rows {
		buf = buf[:0]
		for _, v := range r {
			buf = append(buf, byte(v.Kind))
			switch v.Kind {
			case exec.Int:
				buf = binary.LittleEndian.AppendUint64(buf, uint64(v.I))
			case exec.Float:
				buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(v.F))
			default:
				buf = binary.AppendUvarint(buf, uint64(len(v.S)))
				buf = append(buf, v.S...)
			}
		}
		d := sha256.Sum256(buf)
		digests[i] = string(d[:])
	}
	slices.Sort(digests)
	h := sha256.New()
	for _, d := range digests {
		h.Write([]byte(d))
	}
	return h.Sum(nil)
}

// quoteIdent quotes an SQL identifier.
func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// reversedSQL prefixes sql with one materialized CTE per table, holding
// the table's rows in reverse rowid order; a leading WITH of the query's
// own is merged into the same list.
func reversedSQL(tables []string, sql string) string {
	defs := make([]string, len(tables))
	for i, t := range tables {
		q := quoteIdent(t)
		defs[i] = q + " AS MATERIALIZED (SELECT * FROM main." + q + " ORDER BY rowid DESC)"
	}
	list := strings.Join(defs, ", ")
	body := strings.TrimLeftFunc(sql, unicode.IsSpace)
	if rest, ok := cutWord(body, "with"); ok {
		if afterRec, rec := cutWord(rest, "recursive"); rec {
			return "WITH RECURSIVE " + list + ", " + afterRec
		}
		return "WITH " + list + ", " + rest
	}
	return "WITH " + list + " " + body
}

// cutWord removes a leading keyword (any case) followed by a space.
func cutWord(s, word string) (string, bool) {
	if len(s) <= len(word) || !strings.EqualFold(s[:len(word)], word) || !unicode.IsSpace(rune(s[len(word)])) {
		return s, false
	}
	return strings.TrimLeftFunc(s[len(word):], unicode.IsSpace), true
}

// tieCheck reruns sql with tied rows in reverse order and compares with
// res. It returns TieRows when other rows come back, TieOrder when the
// same rows come in another order that the comparison sees, "" when the
// answer is unchanged; checked is false when the reordered run failed.
func (a *auditor) tieCheck(ctx context.Context, db *exec.DB, sql string, res *exec.Result, ordered bool) (tie Kind, checked bool) {
	in := a.info(ctx, db)
	if in.err != nil || len(in.tables) == 0 {
		return "", false
	}
	rev, err := db.Query(ctx, reversedSQL(in.tables, sql), a.opt.Limits)
	if err != nil {
		return "", false
	}
	switch {
	case !a.sameAnswer(res, rev, false):
		return TieRows, true
	case ordered && !a.sameAnswer(res, rev, true):
		return TieOrder, true
	}
	return "", true
}
