package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// TestAuditCLI audits crafted gold lines on the kit's databases and checks
// each line's finding, the summary and the exit status.
func TestAuditCLI(t *testing.T) {
	db := datakit.Path(t, "spider", "database")
	tables := datakit.Path(t, "spider", "tables.json")
	dir := t.TempDir()
	write := func(name string, lines ...string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	broken := write("broken.sql",
		"SELECT count(*) FROM singer\tconcert_singer",
		"SELECT company_type FROM Ref_Company_Types\tassets_maintenance",
		"SELECT name FROM singer WHERE age > 1000\tconcert_singer",
		"SELECT 1\tno_such_db")
	out, stderr, code := runCLI(t, "audit", "--gold", broken, "--db", db, "--table", tables)
	if code != exitRefused {
		t.Fatalf("exit %d, want %d (a gold fails); stderr %s", code, exitRefused, stderr)
	}
	requireAll(t, "output", out,
		broken+":2: fails: no such table: Ref_Company_Types (assets_maintenance)\n",
		broken+":3: empty: the query returns no rows (concert_singer)\n",
		broken+":4: no_database: ",
		"note: database no_such_db is not in tables.json (1 gold query)\n",
		"audit: 4 gold queries, 3 with findings\n")
	if strings.Contains(out, broken+":1:") {
		t.Errorf("a sound gold has a finding:\n%s", out)
	}

	fragile := write("fragile.sql", "SELECT count(*) FROM singer\tconcert_singer", "SELECT name FROM singer WHERE age > 1000\tconcert_singer")
	if _, stderr, code := runCLI(t, "audit", "--gold", fragile, "--db", db); code != exitFragile {
		t.Errorf("fragile golds only: exit %d, want %d; %s", code, exitFragile, stderr)
	}
	sound := write("sound.sql", "SELECT count(*) FROM singer\tconcert_singer")
	out, _, code = runCLI(t, "audit", "--gold", sound, "--db", db, "--json")
	var got struct {
		Report struct {
			Golds    int               `json:"golds"`
			Findings []json.RawMessage `json:"findings"`
		} `json:"report"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Report.Golds != 1 || len(got.Report.Findings) != 0 {
		t.Errorf("sound gold: exit %d, JSON %s", code, out)
	}
	if _, _, code := runCLI(t, "audit", "--gold", sound); code != 2 {
		t.Errorf("no --db: exit %d, want 2", code)
	}
	if _, _, code := runCLI(t, "audit", "--gold", filepath.Join(dir, "absent.sql"), "--db", db); code != 1 {
		t.Errorf("unreadable gold: exit %d, want 1", code)
	}
}

// TestLenientCLI checks that the lenient section's counts are those of the
// JSONL records' "lenient" fields, that it leaves the official report
// unchanged, and one known flip (GPT-4 zero-shot on Spider dev).
func TestLenientCLI(t *testing.T) {
	dir := datakit.Require(t)
	args := spiderDevRun(dir, "dev_gold.sql", "--pred", filepath.Join(dir, "predictions", "spider_dev.gpt4_zeroshot.sql"), "--etype", "exec", "--quiet")
	plain, _, _ := runCLI(t, args...)
	jsonl := filepath.Join(t.TempDir(), "out.jsonl")
	out, stderr, code := runCLI(t, append(args, "--lenient", "--jsonl", jsonl)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	official, section, ok := strings.Cut(out, "\nlenient execution checks")
	if !ok || official != plain {
		t.Fatalf("the official report changed or the section is missing:\n%s", out)
	}
	f, err := os.Open(jsonl)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := map[string]int{}
	anyFlip, wrong := 0, 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r struct {
			Index   int      `json:"index"`
			Exec    *int     `json:"exec"`
			Lenient []string `json:"lenient"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Exec != nil && *r.Exec == 0 {
			wrong++
		} else if len(r.Lenient) > 0 {
			t.Errorf("record %d is right but has lenient %v", r.Index, r.Lenient)
		}
		for _, l := range r.Lenient {
			counts[l]++
		}
		if len(r.Lenient) > 0 {
			anyFlip++
		}
		if r.Index == 7 && (len(r.Lenient) != 1 || r.Lenient[0] != "extra_columns") {
			t.Errorf("record 7 (gold two columns, prediction adds s.Name): lenient %v, want [extra_columns]", r.Lenient)
		}
	}
	if counts["extra_columns"] == 0 {
		t.Errorf("no extra_columns flip at all")
	}
	for _, name := range []string{"extra_columns", "column_order", "row_order", "distinct", "float_tolerance"} {
		want := "  " + name + strings.Repeat(" ", 17-len(name)) + strings.Repeat(" ", 5-len(itoa(counts[name]))) + itoa(counts[name]) + "  "
		if !strings.Contains(section, want) {
			t.Errorf("section lacks %q (from the JSONL):\n%s", want, section)
		}
	}
	if !strings.Contains(section, "officially wrong: "+itoa(wrong)+";") || !strings.Contains(section, "  any one          "+strings.Repeat(" ", 5-len(itoa(anyFlip)))+itoa(anyFlip)) {
		t.Errorf("section totals differ from the JSONL (wrong %d, any %d):\n%s", wrong, anyFlip, section)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
