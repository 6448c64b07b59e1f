package eval

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/buildinfo"
)

// Provenance says what a run measured, so that two people can tell at a
// glance whether their numbers are comparable: the reference and its
// evaluation type, the metric as papers cite it and on which databases,
// every setting that can move a score, the deadline and how often it was
// hit, fingerprints of the inputs, and the SQLite and spidereval that ran.
type Provenance struct {
	Reference string `json:"reference"` // testsuite, spider, sparc or bird
	Etype     string `json:"etype"`
	// Execution is the execution metric as papers cite it: "EX" on one
	// database per db_id, "TS" (test-suite accuracy) on several, "" when
	// not executed.
	Execution string `json:"execution,omitempty"`
	// SuiteMin and SuiteMax are the fewest and most databases one db_id
	// was executed on.
	SuiteMin int `json:"suite_min,omitempty"`
	SuiteMax int `json:"suite_max,omitempty"`
	// Databases fingerprints the databases executed on: their file names,
	// schemas and row counts (not their bytes), 12 hex digits.
	Databases string `json:"databases_fingerprint,omitempty"`
	Gold      string `json:"gold_fingerprint"` // SHA-256 of the gold file, 12 hex digits
	Pred      string `json:"pred_fingerprint"`
	// Tables fingerprints tables.json as read (its foreign keys move exact
	// match); Difficulty the BIRD difficulty file, when given.
	Tables     string `json:"tables_fingerprint,omitempty"`
	Difficulty string `json:"difficulty_fingerprint,omitempty"`
	// The settings that change scores, each always stated.
	PlugValue    bool `json:"plug_value"`
	KeepDistinct bool `json:"keep_distinct"`
	// ExtractSQL says the predictions' SQL was taken out of their text.
	ExtractSQL bool `json:"extract_sql"`
	// VESIterations is BIRD's timed runs per example, when R-VES was measured.
	VESIterations int    `json:"ves_iterations,omitempty"`
	Deadline      string `json:"deadline"` // per query and per question, or "none"
	// DeadlineHits counts questions whose gold or prediction hit it.
	DeadlineHits int `json:"deadline_hits"`
	// Engine is the SQLite that executed (exec.Engine); Spidereval the
	// version and commit of the evaluator.
	Engine     string `json:"engine"`
	Spidereval string `json:"spidereval"`
}

// ProvenanceOf describes the run res made from in.
func ProvenanceOf(ctx context.Context, in Inputs, res *Results) Provenance {
	opt := res.Options
	p := Provenance{Reference: opt.Compat.String(), Etype: fmt.Sprint(opt.Etype), Gold: fingerprint(in.Gold.Data), Pred: fingerprint(in.Pred.Data),
		PlugValue: opt.PlugValue, KeepDistinct: opt.KeepDistinct, ExtractSQL: opt.ExtractSQL, Engine: exec.Engine, Spidereval: buildinfo.Read().String()}
	if len(in.Tables) > 0 {
		if data, err := json.Marshal(in.Tables); err == nil {
			p.Tables = fingerprint(data)
		}
	}
	if len(in.Difficulty.Data) > 0 {
		p.Difficulty = fingerprint(in.Difficulty.Data)
	}
	if opt.VES {
		p.VESIterations = opt.VESIterations
		if p.VESIterations == 0 {
			p.VESIterations = 100
		}
	}
	query, question := opt.deadlines()
	if query == unbounded {
		p.Deadline = "none"
	} else {
		p.Deadline = fmt.Sprintf("%v per query", query)
		if question != unbounded {
			p.Deadline += fmt.Sprintf(", %v per question", question)
		}
	}
	for _, r := range res.Records {
		if slices.Contains(r.Problems, KindGoldTimeout) || slices.Contains(r.Problems, KindPredTimeout) {
			p.DeadlineHits++
		}
	}
	executed := strings.Contains(p.Etype, "all") || strings.Contains(p.Etype, "exec") || opt.Compat == Bird
	if !executed || in.Exec == nil {
		return p
	}
	suite := opt.Compat == TestSuite
	var ids []string
	for _, r := range res.Records {
		if r.DBID != "" && !slices.Contains(ids, r.DBID) {
			ids = append(ids, r.DBID)
		}
	}
	slices.Sort(ids)
	h := sha256.New()
	for _, id := range ids {
		var dbs []*exec.DB
		if suite {
			dbs, _ = in.Exec.Suite(id)
		} else if db, err := in.Exec.Main(id); err == nil {
			dbs = []*exec.DB{db}
		}
		if len(dbs) == 0 {
			continue
		}
		if p.SuiteMin == 0 || len(dbs) < p.SuiteMin {
			p.SuiteMin = len(dbs)
		}
		p.SuiteMax = max(p.SuiteMax, len(dbs))
		for _, db := range dbs {
			fmt.Fprintf(h, "%s\x00%s\x00%s\n", id, path.Base(strings.ReplaceAll(db.Name(), "\\", "/")), contentSummary(ctx, db))
		}
	}
	p.Execution = "EX"
	if p.SuiteMax > 1 {
		p.Execution = "TS"
	}
	if p.SuiteMax > 0 {
		p.Databases = hex.EncodeToString(h.Sum(nil))[:12]
	}
	return p
}

// String is the provenance as one line.
func (p Provenance) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "reference %s, etype %s", p.Reference, p.Etype)
	if p.Execution != "" {
		fmt.Fprintf(&b, ", %s", p.Execution)
		switch {
		case p.SuiteMax == 0:
			b.WriteString(" on no database")
		case p.SuiteMin == p.SuiteMax:
			fmt.Fprintf(&b, " on %s per db_id", dataset.Plural(p.SuiteMax, "database"))
		default:
			fmt.Fprintf(&b, " on %d–%d databases per db_id", p.SuiteMin, p.SuiteMax)
		}
		if p.Databases != "" {
			fmt.Fprintf(&b, ", databases %s", p.Databases)
		}
	}
	fmt.Fprintf(&b, ", gold %s, predictions %s", p.Gold, p.Pred)
	if p.ExtractSQL {
		b.WriteString(" (SQL extracted from their text)")
	}
	if p.Tables != "" {
		fmt.Fprintf(&b, ", tables %s", p.Tables)
	}
	if p.Difficulty != "" {
		fmt.Fprintf(&b, ", difficulties %s", p.Difficulty)
	}
	if p.Execution != "" && p.Reference != "bird" {
		fmt.Fprintf(&b, ", plug_value %s, keep_distinct %s", onOff(p.PlugValue), onOff(p.KeepDistinct))
	}
	if p.VESIterations > 0 {
		fmt.Fprintf(&b, ", R-VES over %d runs", p.VESIterations)
	}
	hits := "no question"
	if p.DeadlineHits > 0 {
		hits = dataset.Plural(p.DeadlineHits, "question")
	}
	fmt.Fprintf(&b, ", deadline %s (hit by %s)", p.Deadline, hits)
	if p.Execution != "" && p.Engine != "" {
		fmt.Fprintf(&b, ", %s", p.Engine)
	}
	if p.Spidereval != "" {
		fmt.Fprintf(&b, ", spidereval %s", p.Spidereval)
	}
	return b.String()
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// fingerprint is the first 12 hex digits of data's SHA-256.
func fingerprint(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])[:12]
}

// contentSummary is a database's schema and its tables' row counts, as
// text; what cannot be read is left out.
func contentSummary(ctx context.Context, db *exec.DB) string {
	lim := exec.Limits{Timeout: 10 * time.Second}
	res, err := db.Query(ctx, "SELECT type, name, sql FROM sqlite_master ORDER BY type, name", lim)
	if err != nil {
		return "unreadable"
	}
	var b strings.Builder
	for _, row := range res.Rows {
		fmt.Fprintln(&b, []exec.Value(row))
		if fmt.Sprint(row[0]) != "table" {
			continue
		}
		name := fmt.Sprint(row[1])
		if n, err := db.Query(ctx, `SELECT count(*) FROM "`+strings.ReplaceAll(name, `"`, `""`)+`"`, lim); err == nil && len(n.Rows) == 1 {
			fmt.Fprintln(&b, "rows", []exec.Value(n.Rows[0]))
		}
	}
	return b.String()
}
