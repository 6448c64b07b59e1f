package protocol

// Message is one request type with what it carries and how it is
// answered: the Request fields it sets beside type and id (by wire key)
// and the responses that answer it, all with the request's id.
type Message struct {
	Type   string
	Fields []string
	// Answers are the response types that answer the request, in the
	// order they come; Failed may answer any request and is not listed.
	Answers []string
	Doc     string
}

// Messages is the protocol, one row per request type. A test holds it
// against every Request the page and the workers build, and
// MESSAGES.md prints it.
var Messages = []Message{
	{Load, nil, []string{Progress, Loaded, RunStart, Questions, RunDone},
		"files attached beside the JSON (names, File objects), read on demand; progress names the file being read; a saved session among them answers with its runs"},
	{LoadDemo, []string{"base"}, []string{Loaded}, "the worker fetches the bundled demo from base"},
	{LoadURL, []string{"url"}, []string{Loaded}, "a zip, a file or a folder index at an absolute http(s) URL, read with range requests"},
	{Evaluate, []string{"gold", "pred", "etype", "compat", "extended", "extract_sql", "difficulty", "timeout", "shard"},
		[]string{Progress, RunStart, Questions, RunDone, Cancelled, ShardDone},
		"score pred against gold; with shard (engine worker to helper) judge that part and answer shardDone"},
	{Cancel, nil, nil, "stop the running evaluation: it answers cancelled"},
	{Inspect, []string{"run", "index"}, []string{Inspected}, "one question's detail"},
	{Export, []string{"run", "format"}, []string{Exporting, Exported}, "a run as report, jsonl or csv text, or every run as a session"},
	{Reset, []string{"keep_runs"}, []string{Loaded}, "forget every loaded file (and, without keep_runs, every run)"},
	{Judge, []string{"db", "gold_sql", "pred_sql", "question", "compat", "quick"}, []string{Judged},
		"the playground: one gold and one predicted SQL on a database"},
	{Compare, []string{"runs", "metric"}, []string{Compared}, "compare runs over the same gold"},
	{Lenient, []string{"run"}, []string{LenientChecked}, "re-check a run's wrong answers under relaxed comparisons"},
	{Audit, []string{"gold", "compat", "timeout"}, []string{Audited}, "audit a gold file on the loaded databases"},
	{Profile, []string{"run", "indexes"}, []string{Progress, Profiled, Cancelled},
		"the SQL features of a run's queries: indexes' questions, or every question and the accuracy by feature"},
	{Ping, nil, []string{Pong}, "a helper worker answers pong when it can read messages"},
}

// Reply is one response type with the Response fields it carries beside
// type and id (by wire key).
type Reply struct {
	Type   string
	Fields []string
	Doc    string
}

// Replies are the responses, worker to page, one row per type.
var Replies = []Reply{
	{Ready, []string{"text"}, "the worker started; text names its SQLite and build"},
	{Loaded, []string{"summary"}, "what is loaded and what is missing"},
	{Progress, []string{"done", "total", "current"}, "how far a run or a load is; current is where the question being run is (file:line), or the file being read"},
	{RunStart, []string{"run"}, "a finished run's tables; its questions follow"},
	{Questions, []string{"questions"}, "a chunk of a run's questions"},
	{RunDone, []string{"run"}, "the run's id and count of questions: all were sent"},
	{Inspected, []string{"detail"}, "one question's detail"},
	{Exporting, []string{"done", "total"}, "how far an export is (diagnoses of rejected predictions)"},
	{Exported, []string{"text", "filename"}, "the exported text and the name to save it under"},
	{Cancelled, nil, "the evaluation stopped on request"},
	{Judged, []string{"detail"}, "a playground verdict"},
	{Compared, []string{"comparison"}, "a comparison of runs"},
	{Profiled, []string{"run", "questions"}, "a run's SQL-feature profiles"},
	{LenientChecked, []string{"run", "questions"}, "a run's lenient checks (run.lenient, questions[].lenient)"},
	{Audited, []string{"audit"}, "a gold audit"},
	{ShardDone, []string{"data"}, "a helper's records of its shard (gob of []report.Record)"},
	{Pong, nil, "the answer to ping"},
	{Failed, []string{"error"}, "the request failed, or (id 0) a message could not be read"},
	{Died, []string{"error"}, "posted by the page's bridge, never by the engine: the worker stopped"},
}
