package eval

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

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
	r.GoldResult, r.PredResult = recordTable(v.GoldResult), recordTable(v.PredResult)
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
