package bird

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// demoRoot holds the Spider demo databases bundled with the repository.
const demoRoot = "../../assets/demo/database"

func TestJudge(t *testing.T) {
	dbs := NewDirDatabases(demoRoot)
	defer dbs.Close()
	ctx := context.Background()
	q := func(sql, db string) Question { return Question{SQL: sql, DBID: db, Difficulty: Simple, QuestionID: -1} }
	p := func(sql, db string) Prediction { return Prediction{SQL: sql, DBID: db, Separated: true} }
	cases := []struct {
		name    string
		q       Question
		p       Prediction
		ex      int
		f1      float64
		damoEX  int
		predErr string
		goldErr string
		damoErr string
	}{
		{"same rows", q("SELECT name FROM singer", "concert_singer"), p("select name from singer", "concert_singer"), 1, 1, 1, "", "", ""},
		{"same set, other order", q("SELECT name FROM singer ORDER BY name", "concert_singer"), p("select name from singer", "concert_singer"), 1, 0.6666666666666666, 1, "", "", ""},
		{"pred error", q("SELECT name FROM singer", "concert_singer"), p("SELECT nam FROM singer", "concert_singer"), 0, 0, 0, "no such column", "", ""},
		{"two statements", q("SELECT 1", "concert_singer"), p("SELECT 1; SELECT 1", "concert_singer"), 0, 0, 0, "one statement at a time", "", ""},
		{"trailing semicolon", q("SELECT 1", "concert_singer"), p("SELECT 1;", "concert_singer"), 1, 1, 1, "", "", ""},
		{"gold error scores 0", q("SELECT x FROM nowhere", "concert_singer"), p("SELECT 1", "concert_singer"), 0, 0, 0, "", "no such table", ""},
		{"blank pred matches an empty gold", q("SELECT name FROM singer WHERE 0", "concert_singer"), Prediction{SQL: " ", NonString: true}, 1, 1, 0, "", "", "gold: syntax: no such table: singer"},
		{"DAMO runs on the prediction's database", q("SELECT count(*) FROM singer", "concert_singer"), p("SELECT count(*) FROM singer", "pets_1"), 1, 1, 0, "", "", "pred: syntax: no such table: singer; gold: syntax: no such table: singer"},
		{"DAMO stops without separator", q("SELECT 1", "concert_singer"), Prediction{SQL: "SELECT 1"}, 1, 1, 0, "", "", "ValueError"},
		{"missing database is empty", q("SELECT 1", "no_such_db"), p("SELECT 1", "no_such_db"), 1, 1, 1, "", "", ""},
		{"db_id leaving the folder", q("SELECT 1", "../demo"), p("SELECT 1", "concert_singer"), 0, 0, 1, "not a plain folder name", "not a plain folder name", ""},
		{"gold line unreadable", Question{SQL: "SELECT 1", Err: "gold line has 3 tab-separated fields"}, p("SELECT 1", "concert_singer"), 0, 0, 0, "", "3 tab-separated", ""},
	}
	for _, c := range cases {
		v := Judge(ctx, dbs, c.q, c.p, Options{})
		if v.EX != c.ex || v.SoftF1 != c.f1 || v.DamoEX != c.damoEX ||
			!contains(v.PredErr, c.predErr) || !contains(v.GoldErr, c.goldErr) || !contains(v.DamoErr, c.damoErr) {
			t.Errorf("%s: got ex=%d f1=%v damo=%d pred=%q gold=%q damo=%q", c.name, v.EX, v.SoftF1, v.DamoEX, v.PredErr, v.GoldErr, v.DamoErr)
		}
	}
	if m := dbs.Missing(); len(m) < 2 || m[0] != "financial" || m[1] != "no_such_db" {
		t.Errorf("missing databases: %v", m)
	}
}

// contains is strings.Contains, with "" wanting an empty s.
func contains(s, sub string) bool {
	if sub == "" {
		return s == ""
	}
	return strings.Contains(s, sub)
}

// constTimer times every run the same, or the prediction at 0 s.
type constTimer struct{ pred, gold float64 }

func (c constTimer) Time(_ context.Context, r TimedRun) (float64, error) {
	if r.IsGold {
		return c.gold, nil
	}
	return c.pred, nil
}

func TestJudgeTiming(t *testing.T) {
	dbs := NewDirDatabases(demoRoot)
	defer dbs.Close()
	q := Question{SQL: "SELECT count(*) FROM singer", DBID: "concert_singer"}
	p := Prediction{SQL: "SELECT count(*) FROM singer", DBID: "concert_singer", Separated: true}
	ctx := context.Background()

	v := Judge(ctx, dbs, q, p, Options{Timing: true, Timer: InjectedTimer{}})
	if v.VESReward == 0 || v.VESTimeRatio == 0 || v.TimingErr != "" {
		t.Errorf("injected: %+v", v)
	}
	// Identical ratios: std 0, nothing kept, ZeroDivisionError -> 0.
	v = Judge(ctx, dbs, q, p, Options{Timing: true, Timer: constTimer{0.01, 0.02}, Iterations: 5})
	if v.VESReward != 0 || v.VESTimeRatio != 0 || !strings.Contains(v.TimingErr, "ZeroDivisionError") {
		t.Errorf("constant timings: %+v", v)
	}
	// A prediction timed at 0 s divides by zero.
	v = Judge(ctx, dbs, q, p, Options{Timing: true, Timer: constTimer{0, 0.02}, Iterations: 3})
	if v.VESReward != 0 || !strings.Contains(v.TimingErr, "took 0 s") {
		t.Errorf("zero time: %+v", v)
	}
	// The wall clock runs real queries.
	v = Judge(ctx, dbs, q, p, Options{Timing: true, Iterations: 3})
	if v.TimingErr != "" && !strings.Contains(v.TimingErr, "ZeroDivisionError") {
		t.Errorf("wall timer: %+v", v)
	}
	// DAMO's VES times execute only: the one-row cap stops a longer result
	// without failing the timed run.
	multi := Question{SQL: "SELECT name FROM singer", DBID: "concert_singer"}
	mp := Prediction{SQL: "SELECT name FROM singer", DBID: "concert_singer", Separated: true}
	v = Judge(ctx, dbs, multi, mp, Options{Timing: true, Iterations: 3})
	if v.PredRows < 2 || strings.Contains(v.TimingErr, "too_large") || strings.Contains(v.TimingErr, "timed run") {
		t.Errorf("wall timer, %d rows: %+v", v.PredRows, v)
	}
	// Not timed unless asked.
	v = Judge(ctx, dbs, q, p, Options{})
	if v.VESReward != 0 || v.VESTimeRatio != 0 {
		t.Errorf("untimed: %+v", v)
	}
}

func TestEvaluate(t *testing.T) {
	dbs := NewDirDatabases(demoRoot)
	defer dbs.Close()
	gold := []Question{
		{SQL: "SELECT count(*) FROM singer", DBID: "concert_singer", Difficulty: Simple},
		{SQL: "SELECT name FROM singer", DBID: "concert_singer", Difficulty: Moderate},
		{SQL: "SELECT 1", DBID: "concert_singer", Difficulty: Challenging},
	}
	preds := []Prediction{
		{SQL: "SELECT count(*) FROM singer", DBID: "concert_singer", Separated: true},
		{SQL: "SELECT name FROM stadium", DBID: "concert_singer", Separated: true},
	}
	calls := 0
	vs, err := Evaluate(context.Background(), gold, preds, dbs, Options{Workers: 2, Progress: func(done, total int) { calls++ }, GoldCache: NewGoldCache()})
	if err != nil || len(vs) != 2 || calls != 2 {
		t.Fatalf("verdicts %+v, err %v, progress calls %d", vs, err, calls)
	}
	if vs[0].EX != 1 || vs[1].EX != 0 || vs[1].Index != 1 || vs[1].Difficulty != Moderate {
		t.Errorf("verdicts: %+v", vs)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Evaluate(ctx, gold, preds, dbs, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
