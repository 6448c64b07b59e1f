// Package bird evaluates text-to-SQL predictions the way the official BIRD
// scripts do (Li et al., NeurIPS 2023), verdict for verdict:
//
//   - bird-bench/mini_dev evaluation/: EX (evaluation_ex.py), Soft-F1
//     (evaluation_f1.py, the bee73fe definition) and R-VES
//     (evaluation_ves.py), both queries run on the GOLD line's database;
//   - AlibabaResearch/DAMO-ConvAI bird/llm/src/: EX (evaluation.py) and the
//     original VES time ratio (evaluation_ves.py), both queries run on the
//     database named by the PREDICTION.
//
// Inputs are read with the scripts' rules (ReadGold, ReadDev,
// ReadPredictions), each example is judged by Judge (or a whole run by
// Evaluate) on SQLite through package exec, and the five printed score
// tables are reproduced byte for byte by Summarize and Table.Text.
//
// Results compare as Python would compare sqlite3's row tuples (1 == 1.0,
// None == None, 'a' != b'a'). Timing for R-VES and VES goes through a Timer:
// WallTimer measures this machine, InjectedTimer reproduces the data kit's
// deterministic timings.
//
// Where spidereval differs from the official environment: every query runs
// read-only under exec's limits (per query, not per pair); where a script
// crashes (a gold line without exactly one tab, an empty difficulty class,
// a difficulty file longer than the results, a prediction without the
// separator under DAMO) this package reports an error naming the input and
// goes on; the embedded SQLite is newer than the reference's 3.40.1, so rows
// of a query without ORDER BY may come in another order, which Soft-F1
// (pairing rows by position) sees; and VES is machine dependent. README.md
// lists the details.
package bird
