// Package eval runs a whole evaluation: it pairs gold and predictions,
// judges each question as the chosen reference script does (the Spider
// family: test-suite, legacy Spider, SParC; or BIRD's mini_dev) and
// aggregates the scores, reporting progress and honouring cancellation.
//
// Reading order. [Evaluate] (evaluate.go) checks the options and hands
// the run to one of two judges, each in files of its own:
//
//   - spider_run.go pairs the files and runs the questions in parallel;
//     spider_judge.go judges one question (the Spider grammar, exact
//     match), spider_exec.go its execution verdict, spider_databases.go
//     the schemas the grammar reads.
//   - bird_run.go reads BIRD's files, runs eval/bird and prints its
//     tables; bird_judge.go turns a verdict into a record, bird_scores.go
//     keeps what the tables need.
//
// Below both: compat.go (the reference scripts, and how each reads and
// scores), etype.go, options.go and inputs.go (what a run is given), results.go
// (what it returns), problem_kinds.go (the kinds of trouble marked on
// records), record_results.go (query results as records keep them),
// explainer.go (diagnoses and feature profiles). Above them: problems.go
// (the run's problem summary), transcript.go (the reference's printed
// report), session.go, provenance.go, ceiling.go (gold as prediction),
// and the Scorer (scorer*.go), which judges one sample at a time as a run
// does.
package eval
