package main

// Browser tests of the question view (app/view_question.go): the diagnosis
// from the explain worker and alternative golds.

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestDiagnosisFromExplainWorker opens a prediction the Spider grammar
// rejected: its diagnosis and clauses come from the explain worker, which
// the scoring worker starts once the first report is out (the TiDB parser
// is not part of the first download).
func TestDiagnosisFromExplainWorker(t *testing.T) {
	t.Parallel() // see TestMain
	dir := t.TempDir()
	files := writeFiles(t, dir, map[string]string{
		"gold.sql": "SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n",
		"pred.sql": "SELECT count(*) FROM singer\nSELECT nme FROM singer\n",
	})
	ctx := upload(t, files)
	choose(t, ctx, "gold.sql", "pred.sql")
	within(t, ctx, 10*time.Second, "opening the questions", chromedp.Click(chromedp.CSS(".se-tab:nth-child(3)")))
	waitJS(t, ctx, "waiting for the list", `document.querySelectorAll(".se-q").length === 2`, 20*time.Second)
	if ok := within(t, ctx, 10*time.Second, "opening the rejected prediction", chromedp.Evaluate[bool](`(() => {
		const q = [...document.querySelectorAll(".se-q")].find(e => e.textContent.includes("rejected by grammar"));
		if (!q) return false;
		q.click(); return true; })()`)); !ok {
		t.Fatal("the prediction naming an unknown column is not marked as rejected")
	}
	waitJS(t, ctx, "waiting for the diagnosis", `!!document.getElementById("se-reject-reason")`, time.Minute)
	why := evalString(t, ctx, `document.getElementById("se-reject-reason").textContent`)
	if !strings.HasPrefix(why, "Why: names that the database's schema lacks") {
		t.Errorf("diagnosis %q", why)
	}
	kws := evalString(t, ctx, `[...document.querySelectorAll("#se-clauses th.se-kw")].map(th => th.textContent).join(" ")`)
	if !strings.Contains(kws, "SELECT") || !strings.Contains(kws, "FROM") {
		t.Errorf("clause keywords %q: the queries are not split", kws)
	}
}

// TestGoldAltInPage loads a file of alternative golds beside the demo:
// the Data view lists it as alternative golds, a run of the demo is judged
// against it too, the report's official and corrected execution scores and
// its count of changed verdicts are `spidereval --gold-alt`'s, and the
// question view of a listed question shows its alternative with the
// reason, the source and both verdicts beside the official gold.
func TestGoldAltInPage(t *testing.T) {
	t.Parallel() // see TestMain
	demo := demoDir(t)
	// Question 17 (index 16): the gold's "average" is a column, the
	// prediction averages the capacity (wrong officially); question 3's
	// right answer does not match its alternative; question 1 keeps its
	// gold among two alternatives; question 34's alternative is its own
	// prediction; index 999 names no question.
	pred34, err := json.Marshal([]string{demoLines(t)[33]})
	if err != nil {
		t.Fatal(err)
	}
	alt := strings.Join([]string{
		`{"index": 33, "sql": ` + string(pred34) + `, "reason": "the prediction taken as the gold (test)", "source": "pred_graphix_t5.sql"}`,
		`{"index": 16, "sql": ["select max(capacity), avg(capacity) from stadium"], "reason": "the question asks for the average capacity", "source": "page test"}`,
		`{"index": 2, "sql": ["SELECT name FROM singer"], "reason": "a narrower answer (test)", "source": "page test"}`,
		`{"index": 0, "sql": ["SELECT count(*) FROM singer", "SELECT count(singer_id) FROM singer"], "reason": "either count", "source": "page test"}`,
		`{"index": 999, "sql": ["SELECT 1"], "reason": "no such question", "source": "page test"}`,
	}, "\n") + "\n"
	files := writeFiles(t, t.TempDir(), map[string]string{"demo_alt.jsonl": alt})

	out := runCLIOut(t, buildCLI(t), "--gold", filepath.Join(demo, "dev.json"), "--pred", filepath.Join(demo, "pred_graphix_t5.sql"),
		"--db", filepath.Join(demo, "database"), "--table", filepath.Join(demo, "tables.json"), "--etype", "all", "--gold-alt", files[0])
	m := regexp.MustCompile(`\nofficial (.+?) (\d\.\d{3} \(\d+ of \d+\))    corrected .+? (\d\.\d{3}) \((\d+ of \d+); .*\n(verdicts changed: .*)\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no --gold-alt section in the CLI's output:\n%s", out)
	}
	metric, official, corrected, changed := m[1], m[2], m[3]+" ("+m[4]+")", m[5]
	if changed != "verdicts changed: 3 (2 wrong to right, 1 right to wrong)" {
		t.Fatalf("the CLI says %q: the test's alternatives no longer change what they were written to", changed)
	}

	ctx := upload(t, files)
	waitJS(t, ctx, "waiting for the file to be listed", `[...document.querySelectorAll("tr")].some(tr => tr.textContent.startsWith("demo_alt.jsonlalternative golds"))`, time.Minute)
	within(t, ctx, 10*time.Second, "scoring", chromedp.Click(chromedp.CSS("#se-score")))
	waitJS(t, ctx, "waiting for the corrected score", `!!document.getElementById("se-gold-alt-corrected")`, scoreTimeout)
	got := evalString(t, ctx, `["se-gold-alt-scores", "se-gold-alt-official", "se-gold-alt-corrected", "se-gold-alt-changed"].map(id => document.getElementById(id).textContent).join("\n")`)
	parts := strings.Split(got, "\n")
	if !strings.HasPrefix(parts[0], "official "+metric+" ") || !strings.Contains(parts[0], " · corrected "+metric+" ") ||
		parts[1] != official || parts[2] != corrected || parts[3] != changed {
		t.Errorf("the report says\n%s\nthe CLI: official %s %s, corrected %s, %s", got, metric, official, corrected, changed)
	}
	if n := evalString(t, ctx, `document.querySelector(".se-report").textContent`); !strings.Contains(n, "demo_alt.jsonl:5: index 999 names no scored question") {
		t.Error("the report does not name the entry that names no question")
	}
	shootElement(t, ctx, "#se-gold-alt", "goldalt-report.png")

	// The question view of question 17.
	clickTab(t, ctx, "Questions")
	waitJS(t, ctx, "waiting for the list", `[...document.querySelectorAll(".se-q .se-q-num")].some(n => n.textContent === "#17")`, 20*time.Second)
	if b := evalString(t, ctx, `[...document.querySelectorAll(".se-q .se-q-num")].find(n => n.textContent === "#17").closest(".se-q").querySelector(".se-badge.se-alt").textContent`); b != "alt gold ✓" {
		t.Errorf("question 17's card has the badge %q", b)
	}
	within(t, ctx, 10*time.Second, "opening question 17", chromedp.Evaluate[bool](`(() => {
		const n = [...document.querySelectorAll(".se-q .se-q-num")].find(n => n.textContent === "#17"); n.closest(".se-q").click(); return true; })()`))
	waitJS(t, ctx, "waiting for the alternative", `!!document.getElementById("se-alt-note")`, 20*time.Second)
	note := evalString(t, ctx, `document.getElementById("se-alt-note").textContent`)
	for _, want := range []string{"demo_alt.jsonl:2", "against the official gold: wrong ✗", "against the alternatives: right ✓", "(the verdict changes)",
		"select max(capacity), average from stadium", "select max(capacity), avg(capacity) from stadium", "the prediction is right against it",
		"Reason: the question asks for the average capacity", "Source: page test"} {
		if !strings.Contains(note, want) {
			t.Errorf("the question's alternative note lacks %q: %q", want, note)
		}
	}
	waitJS(t, ctx, "waiting for the detail", `!!document.querySelector(".se-detail")`, 2*time.Minute)
	checkA11y(t, ctx, "question with alternatives")
	shoot(t, ctx, "goldalt-question.png")
}
