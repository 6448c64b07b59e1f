package eval

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// birdRun keeps what the BIRD report needs beyond the records.
type birdRun struct {
	verdicts     []bird.Verdict
	difficulties []string
	timing       bool
}

// evaluateBird scores a BIRD run as the official mini_dev scripts do:
// the prediction then the gold on the gold's database, EX as equal row
// sets, Soft-F1, and with Options.VES the R-VES reward.
func evaluateBird(ctx context.Context, in Inputs, opt Options, progress Progress) (*Results, error) {
	gold, err := bird.ReadQuestions(in.Gold)
	if err != nil {
		return nil, err
	}
	var warns []dataset.Warning
	for _, f := range []dataset.File{in.Gold, in.Pred, in.Difficulty} {
		warns = append(warns, dataset.InvalidUTF8(f)...)
	}
	if len(in.Difficulty.Data) > 0 {
		dev, err := bird.ReadDev(in.Difficulty)
		if err != nil {
			return nil, err
		}
		if len(dev) != len(gold) {
			warns = append(warns, dataset.Warning{Origin: in.Difficulty.Name, Msg: fmt.Sprintf("%s for %s (%s); difficulties are matched by position, as the scripts do, so the table by difficulty is wrong",
				dataset.Plural(len(dev), "question"), dataset.Plural(len(gold), "gold question"), in.Gold.Name)})
		}
		gold = bird.WithDifficulties(gold, dev)
	}
	preds, err := bird.ReadPredictionFile(in.Pred)
	if err != nil {
		return nil, err
	}
	if len(preds) == 0 {
		warns = append(warns, dataset.Warning{Origin: in.Pred.Name, Msg: "no prediction (the file is empty): no question is scored"})
	} else if len(preds) != len(gold) {
		warns = append(warns, dataset.Warning{Origin: in.Pred.Name, Msg: fmt.Sprintf("%s for %s (%s); the first %d are scored (as the scripts do)",
			dataset.Plural(len(preds), "prediction"), dataset.Plural(len(gold), "gold question"), in.Gold.Name, min(len(gold), len(preds)))})
	}
	if n, first := bird.MisPaired(gold, preds); n > 0 {
		warns = append(warns, dataset.Warning{Origin: preds[first].Origin, Misread: true, Msg: fmt.Sprintf(
			"keys are not \"0\" … \"%d\" in file order (here %q is at position %d): %d of %d questions are paired with a prediction keyed for another question",
			min(len(gold), len(preds))-1, preds[first].Key, first, n, min(len(gold), len(preds)))})
	}
	if in.Exec == nil {
		return nil, errors.New("BIRD scores by execution: no databases given")
	}
	bopt := birdOptions(in, opt)
	bopt.Workers = opt.workers(len(gold))
	bopt.Progress = progress
	if opt.Shard != nil {
		bopt.Only = opt.Shard.Has
	}
	if opt.VES {
		bopt.Workers = 1 // wall-clock timings are disturbed by parallel work
	}
	var mu sync.Mutex
	missing := map[string]bool{}
	dbs := birdDatabases(in.Exec, func(id string) {
		mu.Lock()
		missing[id] = true
		mu.Unlock()
	})
	verdicts, err := bird.Evaluate(ctx, gold, preds, dbs, bopt)
	if err != nil {
		return nil, err
	}
	res := &Results{Options: opt, Warnings: append(append([]dataset.Warning{}, in.Warnings...), warns...), Interactions: 1,
		bird: &birdRun{verdicts: verdicts, difficulties: bird.Difficulties(gold), timing: opt.VES}}
	res.Records = make([]report.Record, len(verdicts))
	for i, v := range verdicts {
		if opt.Shard.Has(i) {
			res.Records[i] = birdRecord(gold[i], preds[i], v, opt.VES, missing[gold[i].DBID])
		}
	}
	if opt.Shard != nil {
		// The other shards' records arrive later (Results.Merge); scores
		// and the official tables' checks wait for them (Results.Rescore).
		return res, nil
	}
	if opt.Features && opt.Explainer != nil && in.DBs != nil {
		for i := range res.Records {
			if s, err := in.DBs.Schema(res.Records[i].DBID); err == nil {
				ProfileRecord(opt.Explainer, &res.Records[i], s)
			}
		}
	}
	res.birdScore(in.Gold.Name)
	return res, nil
}

// birdOptions are the options of BIRD's judgment of one example.
func birdOptions(in Inputs, opt Options) bird.Options {
	timeout, _ := opt.deadlines()
	rows := opt.DisplayRows
	if rows == 0 {
		rows = 20
	}
	return bird.Options{Limits: exec.Limits{Timeout: timeout}, Timing: opt.VES, Iterations: opt.VESIterations, Workers: opt.Workers,
		DisplayRows: max(rows, 0), GoldCache: in.BirdGoldCache}
}

// birdDatabases opens the databases BIRD's scripts run on: an empty one
// where none exists (sqlite3.connect creates it), after calling missing.
func birdDatabases(cat exec.Catalog, missing func(id string)) bird.Databases {
	return bird.DatabaseFunc(func(id string) (*exec.DB, error) {
		db, err := cat.Main(id)
		if errors.Is(err, fs.ErrNotExist) {
			missing(id)
			return bird.EmptyDB(id)
		}
		return db, err
	})
}

// BirdTableStop starts the warning of an official BIRD table the scripts
// could not print.
const BirdTableStop = "the official script would stop here: "

// birdScore scores a BIRD run from its verdicts and adds the warnings of
// the official tables that the scripts could not print.
func (r *Results) birdScore(gold string) {
	r.Scores = birdScores(r.Records)
	for _, m := range r.bird.metrics() {
		if _, err := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties); err != nil {
			r.Warnings = append(r.Warnings, dataset.Warning{Origin: gold, Msg: BirdTableStop + err.Error()})
		}
	}
}

// BirdOrigins lists where each question of a BIRD evaluation of gold and
// pred comes from, in the order it runs them ("pred.json:12", or the
// gold's place when the prediction has none), for progress reports.
func BirdOrigins(gold, pred dataset.File) ([]string, error) {
	g, err := bird.ReadQuestions(gold)
	if err != nil {
		return nil, err
	}
	p, err := bird.ReadPredictionFile(pred)
	if err != nil {
		return nil, err
	}
	out := make([]string, min(len(g), len(p)))
	for i := range out {
		if out[i] = p[i].Origin; out[i] == "" {
			out[i] = g[i].Origin
		}
	}
	return out, nil
}

// birdFromRecords rebuilds what the report needs from saved records.
func birdFromRecords(records []report.Record) *birdRun {
	b := &birdRun{}
	for i, r := range records {
		v := bird.Verdict{Index: i, DBID: r.DBID, Difficulty: r.Difficulty}
		if r.EX != nil {
			v.EX = *r.EX
		}
		if r.SoftF1 != nil {
			v.SoftF1 = *r.SoftF1
		}
		if r.DamoEX != nil {
			v.DamoEX = *r.DamoEX
		}
		if r.VESReward != nil {
			v.VESReward = *r.VESReward
			b.timing = true
		}
		b.verdicts = append(b.verdicts, v)
		b.difficulties = append(b.difficulties, r.Difficulty)
	}
	return b
}

// metrics are the tables printed: EX, Soft-F1 and, when timed, R-VES.
func (b *birdRun) metrics() []bird.Metric {
	if b.timing {
		return []bird.Metric{bird.MiniEX, bird.MiniSoftF1, bird.MiniRVES}
	}
	return []bird.Metric{bird.MiniEX, bird.MiniSoftF1}
}

// birdRecord turns one verdict into the run's record.
func birdRecord(q bird.Question, p bird.Prediction, v bird.Verdict, timing, missing bool) report.Record {
	ex, damo, f1 := v.EX, v.DamoEX, v.SoftF1
	r := report.Record{Index: v.Index, Turn: v.Index, DBID: q.DBID, Gold: q.SQL, Pred: p.SQL, Question: q.Question,
		Difficulty: q.Difficulty, Evidence: q.Evidence, EX: &ex, Exec: &ex, SoftF1: &f1, DamoEX: &damo,
		GoldOrigin: q.Origin, PredOrigin: p.Origin, PredParsed: true}
	if q.QuestionID >= 0 {
		id := q.QuestionID
		r.QuestionID = &id
	}
	if timing {
		reward := v.VESReward
		r.VESReward = &reward
	}
	r.GoldResult, r.PredResult = table(v.GoldResult), table(v.PredResult)
	r.Strict = StrictNames(v.Strict)
	for _, m := range v.SoftF1Match {
		r.SoftF1Match = append(r.SoftF1Match, report.RowMatch{PredRow: m.PredRow, GoldRow: m.GoldRow, PredCells: m.PredCells, GoldCells: m.GoldCells})
	}
	switch {
	case q.Err != "":
		r.Error = q.Err
		mark(&r, KindGoldFailed)
	case missing:
		r.ExecError = fmt.Sprintf("database %q unavailable: no %s.sqlite (the scripts run on an empty database)", q.DBID, q.DBID)
		mark(&r, KindNoDatabase)
	case v.GoldErr != "":
		r.ExecError = "gold: " + v.GoldErr
		mark(&r, birdKind(v.GoldErr, KindGoldTimeout, KindGoldFailed))
	case v.PredErr != "":
		r.ExecError = v.PredErr
		if k := birdKind(v.PredErr, KindPredTimeout, ""); k != "" {
			mark(&r, k)
		}
		if strings.Contains(v.PredErr, exec.MsgPanic) {
			mark(&r, KindInternal)
		}
	}
	if exec.NewerSQL(q.SQL) != "" || exec.NewerSQL(p.SQL) != "" {
		mark(&r, KindEngine) // SQLite 3.53 and 3.40.1 may answer it differently
	}
	if strings.TrimSpace(p.SQL) == "" {
		mark(&r, KindBlankPred)
	}
	if !p.Separated && !p.NonString {
		mark(&r, KindNoSeparator)
	}
	return r
}

// birdKind classifies an error text: want of memory, a deadline, a size
// cap, or other.
func birdKind(msg, timeoutKind, otherKind string) string {
	switch {
	case strings.Contains(msg, string(exec.ErrMemory)+": "):
		return KindOutOfMemory
	case strings.HasPrefix(msg, string(exec.ErrTimeout)+":"):
		return timeoutKind
	case strings.HasPrefix(msg, string(exec.ErrTooLarge)+":"):
		return KindPredTooLarge
	case strings.Contains(msg, "no such module:"):
		return KindEngine // an FTS or R*Tree table: the reference's SQLite has it
	}
	return otherKind
}

// birdScores puts EX per difficulty where the generic code reads
// execution scores (levels simple, moderate, challenging, all).
func birdScores(records []report.Record) *report.Scores {
	s := &report.Scores{Levels: map[string]*report.Level{}, Turns: map[string]*report.Level{}, Interactions: 1}
	for _, l := range []string{bird.Simple, bird.Moderate, bird.Challenging, "all"} {
		s.Levels[l] = &report.Level{}
	}
	for _, r := range records {
		for _, l := range []string{r.Difficulty, "all"} {
			if lv := s.Levels[l]; lv != nil {
				lv.Count++
				lv.Exec += float64(*r.EX)
			}
		}
	}
	for _, l := range s.Levels {
		if l.Count > 0 {
			l.Exec /= float64(l.Count)
		}
	}
	return s
}

// BirdTables are a BIRD run's official score tables, as its report prints
// them (EX, Soft-F1 and, when timed, R-VES: counts and percentages for
// simple, moderate, challenging and total); nil for any other run.
func (r *Results) BirdTables() []bird.Table {
	if r.bird == nil {
		return nil
	}
	var out []bird.Table
	for _, m := range r.bird.metrics() {
		t, _ := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties)
		out = append(out, t)
	}
	return out
}

// writeBirdReport prints the mini_dev scripts' tables, byte for byte.
func (r *Results) writeBirdReport(w io.Writer) {
	for _, m := range r.bird.metrics() {
		t, _ := bird.Summarize(m, r.bird.verdicts, r.bird.difficulties)
		io.WriteString(w, t.Text())
	}
	if r.bird.timing {
		fmt.Fprintln(w, "note: R-VES is timing-based: it depends on this machine and its load; compare it only with runs on the same machine.")
	}
}
