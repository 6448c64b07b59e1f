package bird_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
)

// Scoring BIRD-format predictions on the demo's Spider databases: gold
// lines "SQL<TAB>db_id", difficulties from dev.jsonl, predictions as the
// official JSON object.
func Example() {
	gold, err := bird.ReadGold(dataset.File{Name: "dev_gold.sql", Data: []byte(
		"SELECT count(*) FROM singer\tconcert_singer\n" +
			"SELECT name FROM singer ORDER BY age\tconcert_singer\n" +
			"SELECT name FROM stadium WHERE capacity > 5000\tconcert_singer\n")})
	if err != nil {
		panic(err)
	}
	dev, err := bird.ReadDevJSONL(dataset.File{Name: "dev.jsonl", Data: []byte(
		`{"question_id": 0, "difficulty": "simple"}` + "\n" +
			`{"question_id": 1, "difficulty": "moderate"}` + "\n" +
			`{"question_id": 2, "difficulty": "challenging"}` + "\n")})
	if err != nil {
		panic(err)
	}
	preds, err := bird.ReadPredictions(dataset.File{Name: "predict_dev.json", Data: []byte(`{
		"0": "SELECT COUNT(*) FROM singer\t----- bird -----\tconcert_singer",
		"1": "SELECT name FROM singer\t----- bird -----\tconcert_singer",
		"2": "SELECT name FROM stadiums\t----- bird -----\tconcert_singer"}`)})
	if err != nil {
		panic(err)
	}

	dbs := bird.NewDirDatabases("../../assets/demo/database")
	defer dbs.Close()
	opt := bird.Options{Timing: true, Timer: bird.InjectedTimer{}} // bird.WallTimer{} (the default) measures this machine
	verdicts, err := bird.Evaluate(context.Background(), bird.WithDifficulties(gold, dev), preds, dbs, opt)
	if err != nil {
		panic(err)
	}
	for _, v := range verdicts {
		fmt.Printf("%d %-11s ex=%d soft_f1=%.3f damo_ex=%d r-ves reward=%v\n", v.Index, v.Difficulty, v.EX, v.SoftF1, v.DamoEX, v.VESReward)
		if v.PredErr != "" {
			fmt.Println("  prediction failed:", v.PredErr)
		}
	}
	tab, err := bird.Summarize(bird.MiniEX, verdicts, bird.Difficulties(dev))
	if err != nil {
		panic(err)
	}
	for _, line := range strings.Split(tab.Text(), "\n")[:5] {
		fmt.Println(strings.TrimRight(line, " ")) // the script pads every field to 20 columns
	}
	// Output:
	// 0 simple      ex=1 soft_f1=1.000 damo_ex=1 r-ves reward=1.25
	// 1 moderate    ex=1 soft_f1=0.333 damo_ex=1 r-ves reward=1
	// 2 challenging ex=0 soft_f1=0.000 damo_ex=0 r-ves reward=0
	//   prediction failed: syntax: no such table: stadiums
	// start calculate EX
	//                      simple               moderate             challenging          total
	// count                1                    1                    1                    3
	// ======================================    EX    =====================================
	// EX                   100.00               100.00               0.00                 66.67
}
