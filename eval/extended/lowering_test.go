package extended

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"

	"github.com/spidereval/spidereval/eval/internal/kittest"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// fixtureSchema is the small database the testdata cases are written against.
func fixtureSchema() *schema.Schema {
	return schema.New("fixture",
		[]string{"singer", "concert", "stadium", "ranking"},
		[][]string{
			{"singer_id", "name", "country", "age"},
			{"concert_id", "singer_id", "year", "stadium_id"},
			{"stadium_id", "name", "capacity"},
			{"player", "rank"},
		})
}

// loweringCase is one case of testdata/lowering.json.
type loweringCase struct {
	Name    string         `json:"name"`
	SQL     string         `json:"sql"`
	Dialect string         `json:"dialect"`
	Kinds   []string       `json:"kinds"`
	SameAs  string         `json:"same_as"`
	Tree    map[string]any `json:"tree"`
	Error   string         `json:"error"`
}

// loweringCases reads the table of testdata/lowering.json.
func loweringCases(t testing.TB) []loweringCase {
	t.Helper()
	data, err := os.ReadFile("testdata/lowering.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []loweringCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	return file.Cases
}

// TestLowering runs the table of testdata/lowering.json.
func TestLowering(t *testing.T) {
	s := fixtureSchema()
	for _, c := range loweringCases(t) {
		t.Run(c.Name, func(t *testing.T) {
			d := spiderql.TestSuite
			if c.Dialect == "spider" {
				d = spiderql.Spider
			}
			q, kinds, err := Parse(c.SQL, s, d)
			if c.Error != "" {
				checkError(t, err, c.Error)
				return
			}
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.SQL, err)
			}
			if len(kinds) != 0 || len(c.Kinds) != 0 {
				if !reflect.DeepEqual(kinds, c.Kinds) {
					t.Errorf("kinds = %q, want %q", kinds, c.Kinds)
				}
			}
			got := kittest.JSONTree(t, q).(map[string]any)
			if c.SameAs != "" {
				ref, err := spiderql.Parse(c.SameAs, s, d)
				if err != nil {
					t.Fatalf("the Spider grammar rejects same_as %q: %v", c.SameAs, err)
				}
				if want := kittest.JSONTree(t, ref); !reflect.DeepEqual(got, want) {
					gj, _ := json.Marshal(got)
					wj, _ := json.Marshal(want)
					t.Errorf("tree of %q\n got  %s\n want %s", c.SQL, gj, wj)
				}
			}
			for k, want := range c.Tree {
				if !reflect.DeepEqual(got[k], want) {
					gj, _ := json.Marshal(got[k])
					wj, _ := json.Marshal(want)
					t.Errorf("%s of %q\n got  %s\n want %s", k, c.SQL, gj, wj)
				}
			}
		})
	}
}

// checkError checks that err is the expected UnsupportedError construct or a syntax error.
func checkError(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want %s", want)
	}
	var syn *SyntaxError
	if want == "syntax" {
		if !errors.As(err, &syn) {
			t.Errorf("error %v, want a TiDB syntax error", err)
		}
		return
	}
	var u *UnsupportedError
	if !errors.As(err, &u) || u.Construct != want {
		t.Errorf("error %v, want unsupported %s", err, want)
	}
}

// TestLabels checks that every kind has a label and that the set is complete.
func TestLabels(t *testing.T) {
	kinds := Kinds()
	if len(kinds) != 29 {
		t.Errorf("Kinds() has %d kinds, want 29", len(kinds))
	}
	for _, k := range kinds {
		if Label(k) == k {
			t.Errorf("kind %s has no label", k)
		}
	}
}
