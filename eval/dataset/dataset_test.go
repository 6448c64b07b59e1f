package dataset

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func texts(sessions [][]Line) [][]string {
	out := [][]string{}
	for _, s := range sessions {
		t := []string{}
		for _, l := range s {
			t = append(t, l.Text)
		}
		out = append(out, t)
	}
	return out
}

func TestSessions(t *testing.T) {
	cases := []struct {
		name, in string
		want     [][]string
	}{
		{"one interaction without trailing blank", "a\nb", [][]string{{"a", "b"}}},
		{"trailing newline", "a\nb\n", [][]string{{"a", "b"}}},
		{"blank line separates", "a\n\nb\n", [][]string{{"a"}, {"b"}}},
		{"trailing blank line closes the last one", "a\n\nb\n\n", [][]string{{"a"}, {"b"}}},
		{"consecutive blank lines make an empty interaction", "a\n\n\nb\n", [][]string{{"a"}, {}, {"b"}}},
		{"whitespace-only lines are blank, lines are stripped", "  a  \n \t \nb\r\n", [][]string{{"a"}, {"b"}}},
		{"universal newlines: lone CR", "a\rb\r\rc", [][]string{{"a", "b"}, {"c"}}},
	}
	for _, c := range cases {
		if got := texts(Sessions([]byte(c.in))); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Sessions(%q) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

func TestPair(t *testing.T) {
	gold := File{"gold.txt", []byte("q1\tdb\nq2\tdb\n\nq3\tdb\n")}
	pred := File{"pred.txt", []byte("p1\textra\np2\n\np3\n")}
	ex, warns := pair(t, gold, pred, Interactions)
	if len(warns) != 0 {
		t.Errorf("warnings: %v", warns)
	}
	want := []Example{
		{Index: 0, Interaction: 0, Turn: 0, DBID: "db", Gold: "q1", Pred: "p1", GoldOrigin: "gold.txt:1", PredOrigin: "pred.txt:1"},
		{Index: 1, Interaction: 0, Turn: 1, DBID: "db", Gold: "q2", Pred: "p2", GoldOrigin: "gold.txt:2", PredOrigin: "pred.txt:2"},
		{Index: 2, Interaction: 1, Turn: 0, DBID: "db", Gold: "q3", Pred: "p3", GoldOrigin: "gold.txt:4", PredOrigin: "pred.txt:4"},
	}
	if !reflect.DeepEqual(ex, want) {
		t.Errorf("Pair = %+v\nwant %+v", ex, want)
	}

	// Turn-count mismatch: truncated like the reference, with a warning.
	ex, warns = pair(t, gold, File{"pred.txt", []byte("p1\n\np3\n")}, Interactions)
	if len(ex) != 2 || len(warns) != 1 || !strings.Contains(warns[0].String(), "interaction 1 has 1 prediction for 2 gold turns") {
		t.Errorf("mismatch: %d examples, warnings %v", len(ex), warns)
	}

	// Legacy reading skips blank lines.
	ex, warns = pair(t, gold, File{"pred.txt", []byte("p1\n\np2\np3\n")}, Flat)
	if len(ex) != 3 || ex[2].Pred != "p3" || ex[2].Interaction != 0 || ex[2].Turn != 2 {
		t.Errorf("flat: %+v", ex)
	}
	if len(warns) != 1 || !strings.Contains(warns[0].Msg, "1 blank line skipped") {
		t.Errorf("flat warnings: %v", warns)
	}

	// A gold line without a db_id is reported on its example.
	ex, _ = pair(t, File{"g", []byte("q1\n")}, File{"p", []byte("p1\n")}, Interactions)
	if len(ex) != 1 || !strings.Contains(ex[0].Err, "2 (SQL<TAB>db_id)") {
		t.Errorf("bad gold: %+v", ex)
	}
}

func pair(t *testing.T, gold, pred File, mode Mode) ([]Example, []Warning) {
	t.Helper()
	p, err := Pair(gold, pred, mode)
	if err != nil {
		t.Fatal(err)
	}
	return p.Examples, p.Warnings
}

// TestJSONWithoutSQL: a JSON file none of whose records carries an SQL
// string is refused, naming the keys it has (it was read as empty
// predictions or an empty gold before).
func TestJSONWithoutSQL(t *testing.T) {
	gold := File{"gold.sql", []byte("SELECT 1\tdb\n")}
	cases := []struct {
		name, data string
		asGold     bool
		want       string
	}{
		{"Spider-SS annotations as gold", `[{"db_id": "x", "sql": {"select": []}, "question_md5": "ab", "NatSQL": "x"}]`, true,
			`ss.json: no record carries an SQL string under "query"; the records have NatSQL, db_id, question_md5, sql (a Spider-SS annotation file?`},
		{"BIRD dev.json as gold", `[{"db_id": "x", "SQL": "SELECT 1", "difficulty": "simple"}]`, true, `use --compat bird`},
		{"objects without sql as predictions", `[{"text": "SELECT 1"}]`, false, `ss.json: no record carries an SQL string under "sql"; the records have text`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := File{"ss.json", []byte(c.data)}
			var err error
			if c.asGold {
				_, err = Pair(f, gold, Interactions)
			} else {
				_, err = Pair(gold, f, Interactions)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want %q", err, c.want)
			}
		})
	}
	// A list of plain strings that are all blank stays a (blank) prediction file.
	if _, err := Pair(gold, File{"p.json", []byte(`[""]`)}, Interactions); err != nil {
		t.Errorf("blank string predictions: %v", err)
	}
}

// TestJSONItemsKeptByContent: a JSON file read again gives the same
// examples from the kept items, a changed file (even in the same buffer)
// is read anew, and a caller's changes do not reach the kept items.
func TestJSONItemsKeptByContent(t *testing.T) {
	data := []byte(`[{"db_id": "d", "query": "SELECT 1", "question": "q1", "extra": "x"}]`)
	f := File{Name: "dev.json", Data: data}
	first, err := Gold(f, Interactions)
	if err != nil {
		t.Fatal(err)
	}
	first.Examples[0].Fields["extra"] = "changed by a caller"
	again, err := Gold(f, Interactions)
	if err != nil || again.Examples[0].Gold != "SELECT 1" || again.Examples[0].Fields["extra"] != "x" {
		t.Fatalf("read again: %+v, %v", again, err)
	}
	copy(data[bytes.Index(data, []byte("SELECT 1")):], "SELECT 2")
	changed, err := Gold(f, Interactions)
	if err != nil || changed.Examples[0].Gold != "SELECT 2" {
		t.Fatalf("changed file read as %+v, %v", changed, err)
	}
}
