package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/report"
)

// serveConfig are the flags of `spidereval serve`.
type serveConfig struct {
	evalFlags
	etype      string
	stdio      bool
	addr       string
	public     bool
	full       bool
	maxRequest int64
	birdCache  int
	extract    string // a completion mode (rewards.go), "" for none
	keepValue  bool   // no "value" → "1" rewrite (rewards.go)
	compare    string // a comparison of exec.CompareModes, "" for the reference's
	noCache    bool   // no prediction-result cache
	// HTTP only.
	allowOrigins []string      // origins whose pages may call the server
	allowHosts   []string      // Host names accepted besides localhost and IP literals
	drain        time.Duration // how long in-flight samples may finish after a signal
	maxConns     int           // connections served at once
}

// Defaults of serve's limits.
const (
	defaultMaxRequest = 16 << 20 // bytes of one request line (or HTTP body)
	defaultBirdCache  = 4096     // BIRD gold results kept
	idPrefix          = 256      // bytes of an oversized request read for its id
	defaultDrain      = 30 * time.Second
	defaultMaxConns   = 64
)

// serveUsage are the usage lines of `spidereval serve`.
const serveUsage = `usage: spidereval serve (--stdio | --addr 127.0.0.1:PORT) --db DB_DIR [--table tables.json] [--compat testsuite|spider|sparc|bird] [--etype all|exec|match]
protocol: cmd/spidereval/SERVE.md`

func parseServeFlags(args []string, stderr io.Writer) (*serveConfig, error) {
	return parseCommandLine("spidereval serve", serveUsage, args, stderr, &serveConfig{})
}

// declare puts serve's flags on fs.
func (c *serveConfig) declare(fs *flag.FlagSet) {
	c.register(fs)
	fs.StringVar(&c.etype, "etype", "exec", "evaluation type: all, exec or match")
	fs.BoolVar(&c.stdio, "stdio", false, "answer JSON lines on stdout to requests read as JSON lines from stdin; stdin's end stops the server")
	fs.StringVar(&c.addr, "addr", "", "serve the same protocol over HTTP on this address (POST /judge, GET /info), e.g. 127.0.0.1:8765")
	fs.BoolVar(&c.public, "public", false, "allow an --addr that is not a loopback address (the server has no authentication)")
	fs.BoolVar(&c.full, "full", false, "answer with the whole JSONL record: result tables and parse trees included (left out by default: they cost time)")
	fs.Int64Var(&c.maxRequest, "max-request", defaultMaxRequest, "largest request in bytes (a line with --stdio, a body with --addr); a larger one gets an error answer")
	fs.IntVar(&c.birdCache, "bird-cache", defaultBirdCache, "BIRD: gold results kept, at most about 32 MB of them (Spider's gold cache keeps about 32 MB of results)")
	registerRewardFlags(fs, c)
	fs.Func("allow-origin", "HTTP: a web origin (scheme://host[:port]) whose pages may call the server; repeat or separate by commas (by default every cross-origin request is refused)", func(v string) error {
		for o := range strings.SplitSeq(v, ",") {
			o = strings.TrimSpace(o)
			u, err := url.Parse(o)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
				return fmt.Errorf("%q is not an origin (scheme://host[:port])", o)
			}
			c.allowOrigins = append(c.allowOrigins, strings.ToLower(u.Scheme+"://"+u.Host))
		}
		return nil
	})
	fs.Func("allow-host", "HTTP: a host name clients may reach the server by, besides localhost and IP addresses (e.g. the machine's name with --public); repeat or separate by commas", func(v string) error {
		for h := range strings.SplitSeq(v, ",") {
			if h = strings.TrimSpace(h); h == "" || strings.ContainsAny(h, ":/ ") {
				return fmt.Errorf("%q is not a host name", h)
			}
			c.allowHosts = append(c.allowHosts, strings.ToLower(h))
		}
		return nil
	})
	fs.DurationVar(&c.drain, "drain", defaultDrain, "after SIGINT or SIGTERM, how long samples being judged may finish; past it each is answered with a shutdown error")
	fs.IntVar(&c.maxConns, "max-conns", defaultMaxConns, "HTTP: connections served at once (more wait to be accepted)")
}

// check vets serve's flags, which take no argument.
func (c *serveConfig) check(fs *flag.FlagSet) error {
	if err := noArguments(fs); err != nil {
		return err
	}
	switch {
	case c.stdio == (c.addr != ""):
		return errors.New("serve: give exactly one of --stdio and --addr")
	case c.db == "":
		return errors.New("serve: --db is required")
	case c.gold != "" || c.difficulty != "" || c.ves:
		return errors.New("serve: --gold, --difficulty and --ves belong to whole runs; requests carry their gold")
	case c.maxRequest < 1024:
		return errors.New("serve: --max-request must be at least 1024")
	case c.etype != "exec" && c.table == "" && c.compat != "bird":
		return errors.New("serve: --table is required when exact match is evaluated (--etype all or match)")
	case c.drain < 0 || c.maxConns < 1:
		return errors.New("serve: --drain must be at least 0 and --max-conns at least 1")
	case c.stdio && (c.allowOrigins != nil || c.allowHosts != nil):
		return errors.New("serve: --allow-origin and --allow-host belong to --addr")
	}
	if c.addr != "" {
		return checkAddr(c.addr, c.public)
	}
	return nil
}

// server answers judge requests with one eval.Scorer; the protocol edges
// (stdio, HTTP) share it.
type server struct {
	scorer  *eval.Scorer
	dbs     *dbIndex
	full    bool
	extract *dataset.Extractor // nil: the prediction is judged as given
	cmp     *comparer          // nil: the reference's comparison
	preds   *exec.GoldCache    // predictions' results (nil with --no-cache)
	info    serveInfo
	workers *exec.Places // a place per request being judged (exec.Places)
	cut     atomic.Int64 // samples answered errShutdown
}

// notJudged answers a sample whose judging ended with its context: no
// verdict, since a query cut short may have turned a right answer wrong.
func (s *server) notJudged(id json.RawMessage, cause error) answer {
	if errors.Is(cause, errStopping) {
		s.cut.Add(1)
		return answer{ID: id, Error: "not judged: the server is stopping and its drain deadline passed before this sample's verdict; send it again", Kind: errShutdown}
	}
	return answer{ID: id, Error: "not judged: the request was cancelled", Kind: errShutdown}
}

// serveInfo answers {"op": "info"} and GET /info.
type serveInfo struct {
	Version    string `json:"spidereval"`
	Reference  string `json:"reference"`
	Etype      string `json:"etype"`
	DB         string `json:"db"`
	Databases  int    `json:"databases"`
	Timeout    string `json:"timeout"`
	Budget     string `json:"budget"`
	Workers    int    `json:"workers"`
	MaxRequest int64  `json:"max_request"`
	Full       bool   `json:"full"`
	Extract    string `json:"extract,omitempty"`
	KeepValue  bool   `json:"keep_value,omitempty"`
	Compare    string `json:"compare,omitempty"`
	Cache      bool   `json:"cache"`
}

// answer is one line of the protocol's output.
type answer struct {
	ID     json.RawMessage `json:"id"`
	Record *report.Record  `json:"record,omitempty"`
	Reward *float64        `json:"reward,omitempty"`
	Info   *serveInfo      `json:"info,omitempty"`
	// FormatOK says whether the completion had --extract's format.
	FormatOK *bool `json:"format_ok,omitempty"`
	// Result and ExecError answer "execute"; Vote answers "vote".
	Result    *report.Table `json:"result,omitempty"`
	ExecError string        `json:"exec_error,omitempty"`
	Vote      *eval.Vote    `json:"vote,omitempty"`
	Error     string        `json:"error,omitempty"`
	// Kind classifies the error: bad_request, unknown_db, too_large,
	// forbidden or shutdown.
	Kind string `json:"error_kind,omitempty"`
}

// Kinds of error answers.
const (
	errBadRequest = "bad_request"
	errUnknownDB  = "unknown_db"
	errTooLarge   = "too_large"
	errForbidden  = "forbidden" // HTTP: a Host or a web origin not allowed
	errShutdown   = "shutdown"  // no verdict: the server stopped first
)

// Exit statuses of serve beyond 0-2.
const (
	exitDrained = 8 // stopped by a signal; every sample taken was answered with its verdict
	exitCut     = 9 // stopped by a signal; some samples were answered errShutdown
)

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseServeFlags(args, stderr)
	if err != nil {
		return exitStatus(stderr, "spidereval:", err)
	}
	srv, closeDBs, err := newServer(c)
	if err != nil {
		return exitStatus(stderr, "spidereval:", usageError{err})
	}
	defer closeDBs()
	stop := make(chan os.Signal, 2)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(stop)
	if c.stdio {
		return srv.runStdio(stdin, stdout, c, stop, stderr)
	}
	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval serve:", err)
		return 1
	}
	return srv.runHTTP(ln, c, stop, stderr)
}

// runHTTP serves over HTTP until a signal, and says how it ended.
func (s *server) runHTTP(ln net.Listener, c *serveConfig, stop <-chan os.Signal, stderr io.Writer) int {
	sig, err := s.serveHTTP(ln, c, stop, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "spidereval serve:", err)
		return 1
	}
	return s.stoppedBy(sig, stderr)
}

// stoppedBy says how a server stopped by a signal ended, and gives its
// exit status.
func (s *server) stoppedBy(sig os.Signal, stderr io.Writer) int {
	switch {
	case s.cut.Load() > 0:
		fmt.Fprintf(stderr, "spidereval serve: stopped by %v: %d samples not judged (answered error_kind %q, no verdict: the drain deadline passed, or they came after the signal) (exit status %d)\n", sig, s.cut.Load(), errShutdown, exitCut)
		return exitCut
	default:
		fmt.Fprintf(stderr, "spidereval serve: stopped by %v: every sample taken was judged (exit status %d)\n", sig, exitDrained)
		return exitDrained
	}
}

// newServer builds the scorer the flags describe.
func newServer(c *serveConfig) (*server, func(), error) {
	opt, err := c.options(c.etype)
	if err != nil {
		return nil, nil, err
	}
	if !c.full {
		opt.DisplayRows, opt.NoTrees = -1, true
	}
	opt.KeepValue = c.keepValue
	dbs, err := newDBIndex(c.db)
	if err != nil {
		return nil, nil, err
	}
	var in eval.Inputs
	var warns []dataset.Warning
	if in.Tables, warns, err = readTables(c.table); err != nil {
		return nil, nil, err
	}
	if len(warns) > 0 {
		return nil, nil, fmt.Errorf("%s: the reference would refuse it", warns[0])
	}
	catalog := exec.NewDirCatalog(c.db)
	in.DBs, in.Exec = &eval.DirSource{Dir: c.db}, catalog
	in.GoldCache, in.BirdGoldCache = exec.NewGoldCache(), bird.NewBoundedGoldCache(c.birdCache)
	if !c.noCache {
		// The gold cache itself: a prediction that is a gold of its
		// database (the gold's own text, or another question's) runs once.
		in.PredCache = in.GoldCache
	}
	s, err := eval.NewScorer(in, opt)
	if err != nil {
		catalog.Close()
		return nil, nil, err
	}
	workers := c.workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	opt = s.Options()
	info := serveInfo{Version: version(), Reference: opt.Compat.String(), Etype: opt.Etype.String(), DB: c.db, Databases: dbs.len(),
		Timeout: c.timeout.String(), Budget: c.budget.String(), Workers: workers, MaxRequest: c.maxRequest, Full: c.full, KeepValue: c.keepValue, Cache: !c.noCache}
	if c.budget == 0 {
		info.Budget = "4 × timeout"
	}
	srv := &server{scorer: s, dbs: dbs, full: c.full, preds: in.PredCache, info: info, workers: exec.NewPlaces(workers)}
	if err := srv.setCompare(c, catalog, in.GoldCache, in.PredCache); err != nil {
		catalog.Close()
		return nil, nil, err
	}
	if err := srv.setExtract(c.extract); err != nil {
		catalog.Close()
		return nil, nil, err
	}
	return srv, func() { catalog.Close() }, nil
}

// dbIndex is the set of databases under --db: DIR/<id>/<id>.sqlite, listed
// at start. A request names one of them or is refused, so no request
// reaches a file outside --db, nor grows the server's per-database state.
type dbIndex struct{ ids map[string]bool }

func newDBIndex(dir string) (*dbIndex, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("--db: %w", err)
	}
	d := &dbIndex{ids: map[string]bool{}}
	for _, e := range entries {
		// A linked folder counts, as the CLI reads through it.
		if st, err := os.Stat(filepath.Join(dir, e.Name(), e.Name()+".sqlite")); err == nil && st.Mode().IsRegular() {
			d.ids[e.Name()] = true
		}
	}
	if len(d.ids) == 0 {
		return nil, fmt.Errorf("--db %s holds no database (<db_id>/<db_id>.sqlite)", dir)
	}
	return d, nil
}

func (d *dbIndex) has(id string) bool { return d.ids[id] }
func (d *dbIndex) len() int           { return len(d.ids) }

// handle answers one request line (its id is taken from it when it decodes).
func (s *server) handle(ctx context.Context, line []byte) answer {
	if !utf8.Valid(line) {
		// JSON decoding would replace the bytes silently; the reference
		// stops on them (UnicodeDecodeError).
		off := dataset.FirstInvalidUTF8(line)
		return answer{ID: lenientID(line), Error: fmt.Sprintf("bad request: byte 0x%02x at offset %d is not valid UTF-8", line[off], off), Kind: errBadRequest}
	}
	if off := loneSurrogate(line); off >= 0 {
		// JSON decoding would replace it with U+FFFD silently, as it
		// would invalid bytes.
		return answer{ID: lenientID(line), Error: fmt.Sprintf("bad request: %s at offset %d is a lone surrogate, not a character", line[off:off+6], off), Kind: errBadRequest}
	}
	req, err := decodeRequest(line)
	if err != nil {
		id := req.ID
		if id == nil {
			id = lenientID(line)
		}
		return answer{ID: id, Error: "bad request: " + err.Error(), Kind: errBadRequest}
	}
	a := answer{ID: req.ID}
	switch req.Op {
	case "info":
		info := s.info
		a.Info = &info
		return a
	case "execute", "vote":
		return s.handleTool(ctx, a, req)
	case "", "judge":
		if f := strayField(req); f != "" {
			a.Error, a.Kind = fmt.Sprintf("bad request: field %s belongs to another op, not judge", f), errBadRequest
			return a
		}
	default:
		a.Error, a.Kind = fmt.Sprintf("bad request: unknown op %q (want judge, info, execute or vote)", req.Op), errBadRequest
		return a
	}
	switch {
	case req.Gold == nil || req.Pred == nil || req.DBID == "":
		a.Error, a.Kind = "bad request: db_id, gold and pred are required", errBadRequest
		return a
	case !s.dbs.has(req.DBID):
		a.Error, a.Kind = fmt.Sprintf("unknown db_id %q: no <db_id>/<db_id>.sqlite of that name under --db", req.DBID), errUnknownDB
		return a
	}
	smp := eval.Sample{DBID: req.DBID, Gold: *req.Gold, Pred: *req.Pred, Question: req.Question, Evidence: req.Evidence, Difficulty: req.Difficulty}
	return s.judge(ctx, a, smp)
}

// idPattern finds a leading "id" member in a request that cannot be
// decoded whole (clients write it first so that such errors carry it).
var idPattern = regexp.MustCompile(`^\s*\{\s*"id"\s*:\s*(-?(?:0|[1-9][0-9]{0,17})|"[^"\\]{0,64}")\s*[,}]`)

// lenientID is the request's id when its line starts with one, else null.
func lenientID(line []byte) json.RawMessage {
	if m := idPattern.FindSubmatch(line[:min(len(line), idPrefix)]); m != nil {
		return json.RawMessage(m[1])
	}
	return nil
}

// encode writes one answer line.
func encode(a answer) []byte {
	if line, ok := encodeJudged(a); ok {
		return line
	}
	return encodeAny(a)
}

// encodeJudged writes a judged answer ({"id", "record", "reward"}) with
// the bytes encodeAny gives it, without the encoder's second pass over the
// record (the record's own MarshalJSON output is already compact and
// valid; the encoder would only copy it again). ok is false for any other
// answer.
func encodeJudged(a answer) (line []byte, ok bool) {
	if a.Record == nil || a.Reward == nil || a.FormatOK != nil || a.Info != nil || a.Error != "" || a.Kind != "" {
		return nil, false
	}
	rec, err := a.Record.MarshalJSON()
	if err != nil {
		return nil, false
	}
	reward, err := json.Marshal(*a.Reward)
	if err != nil {
		return nil, false
	}
	b := make([]byte, 0, len(rec)+len(a.ID)+len(reward)+32)
	b = append(b, `{"id":`...)
	if len(a.ID) == 0 || !json.Valid(a.ID) {
		b = append(b, "null"...)
	} else {
		var id bytes.Buffer
		if json.Compact(&id, a.ID) != nil {
			return nil, false
		}
		b = append(b, id.Bytes()...)
	}
	b = append(b, `,"record":`...)
	b = append(b, rec...)
	b = append(b, `,"reward":`...)
	b = append(b, reward...)
	return append(b, "}\n"...), true
}

// encodeAny writes any answer line with encoding/json.
func encodeAny(a answer) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if len(a.ID) == 0 || !json.Valid(a.ID) {
		a.ID = json.RawMessage("null")
	}
	if err := enc.Encode(a); err != nil {
		data, _ := json.Marshal(answer{ID: a.ID, Error: "internal error: cannot encode the answer: " + err.Error()})
		return append(data, '\n')
	}
	return buf.Bytes()
}

// serveLines reads requests as JSON lines from r and writes each answer
// as one line to w as soon as it is ready (answers may come out of order:
// match them by id). It returns when r ends and every answer is written.
func (s *server) serveLines(ctx context.Context, r io.Reader, w io.Writer, maxLine int64) error {
	return s.serveLinesUntil(ctx, nil, r, w, maxLine)
}

// runStdio serves the line protocol until stdin ends (exit 0) or a signal
// (exit 8 or 9, as runHTTP). After a signal the server takes no new sample:
// each line read from then on is answered errShutdown at once, and the
// samples taken before may finish for --drain; past it, or at a second
// signal, each still due is answered errShutdown with its id.
func (s *server) runStdio(r io.Reader, w io.Writer, c *serveConfig, stop <-chan os.Signal, stderr io.Writer) int {
	judging, cut := context.WithCancelCause(context.Background())
	defer cut(nil)
	stopping := make(chan struct{})
	served := make(chan error, 1)
	go func() { served <- s.serveLinesUntil(judging, stopping, r, w, c.maxRequest) }()
	var sig os.Signal
	select {
	case err := <-served:
		if err != nil {
			fmt.Fprintln(stderr, "spidereval serve:", err)
			return 1
		}
		return 0
	case sig = <-stop:
	}
	close(stopping)
	fmt.Fprintf(stderr, "spidereval serve: %v: taking no more samples (each line read from now on is answered error_kind %q); the samples being judged may finish for %v (a second signal cuts them now)\n", sig, errShutdown, c.drain)
	drained := time.NewTimer(c.drain)
	defer drained.Stop()
	select {
	case <-served:
		return s.stoppedBy(sig, stderr)
	case <-drained.C:
	case <-stop:
	}
	// Every sample still due gets its error answer, and the workers end.
	cut(errStopping)
	select {
	case <-served:
	case <-time.After(10 * time.Second):
	}
	return s.stoppedBy(sig, stderr)
}

// serveLinesUntil is serveLines that stops taking samples once stopping
// is closed (nil: never): each line read after it is answered errShutdown
// at once, and it returns when every sample taken before has its answer
// (judging's end answers those still due errShutdown), writing nothing
// after.
func (s *server) serveLinesUntil(judging context.Context, stopping <-chan struct{}, r io.Reader, w io.Writer, maxLine int64) error {
	out := bufio.NewWriter(w)
	var (
		mu       sync.Mutex // guards the writer, writeErr and stopped
		wg       sync.WaitGroup
		writeErr error
		stopped  bool
	)
	write := func(data []byte) {
		mu.Lock()
		defer mu.Unlock()
		if writeErr != nil {
			return
		}
		if _, err := out.Write(data); err != nil {
			writeErr = err
		} else if err := out.Flush(); err != nil {
			writeErr = err
		}
	}
	// take counts a line as a sample to answer, unless the server is
	// stopping.
	take := func() bool {
		mu.Lock()
		defer mu.Unlock()
		if !stopped {
			wg.Add(1)
		}
		return !stopped
	}
	read := make(chan error, 1)
	go func() { read <- s.readLines(judging, r, maxLine, take, write, &wg, &mu, &writeErr) }()
	select {
	case err := <-read:
		wg.Wait()
		mu.Lock()
		defer mu.Unlock()
		if err == nil && writeErr != nil {
			err = fmt.Errorf("writing answers: %w", writeErr)
		}
		return err
	case <-stopping:
	}
	mu.Lock()
	stopped = true
	mu.Unlock()
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	if writeErr == nil {
		writeErr = errStopping // nothing more is written
	}
	return nil
}

// readLines reads request lines until r ends and hands each taken one to
// a worker; one not taken (the server is stopping) is answered
// errShutdown.
func (s *server) readLines(judging context.Context, r io.Reader, maxLine int64, take func() bool, write func([]byte), wg *sync.WaitGroup, mu *sync.Mutex, writeErr *error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, tooLong, err := readLine(br, maxLine)
		switch {
		case len(bytes.TrimSpace(line)) == 0 && !tooLong:
		case !take():
			s.cut.Add(1)
			id := lenientID(line)
			if !tooLong {
				id = valueID(line)
			}
			write(encode(answer{ID: id, Error: "not judged: the server is stopping (a signal) and takes no new sample; send it again", Kind: errShutdown}))
		case tooLong:
			write(encode(answer{ID: lenientID(line), Error: fmt.Sprintf("request too large: over --max-request (%d bytes)", maxLine), Kind: errTooLarge}))
			wg.Done()
		default:
			// The place is taken before the next line is read: at most
			// 2 × --workers lines (and the one waiting) are held, half
			// of them at most by samples that stepped aside to wait
			// (exec.Places).
			place, err := s.workers.Take(judging)
			if err != nil {
				write(encode(s.notJudged(valueID(line), err)))
				wg.Done()
				break
			}
			go func() {
				defer wg.Done()
				defer place.Release()
				write(encode(s.handle(exec.WithPlace(judging, place), line)))
			}()
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading requests: %w", err)
		}
		mu.Lock()
		werr := *writeErr
		mu.Unlock()
		if werr != nil {
			return fmt.Errorf("writing answers: %w", werr)
		}
	}
}

// readLine reads one line of at most max bytes (its newline excluded); a
// longer one is read to its end and only its first idPrefix bytes are
// returned, with tooLong set.
func readLine(br *bufio.Reader, max int64) (line []byte, tooLong bool, err error) {
	var buf []byte
	var n int64
	for {
		chunk, err := br.ReadSlice('\n')
		n += int64(len(chunk))
		if !tooLong {
			buf = append(buf, chunk...)
			if int64(len(bytes.TrimRight(buf, "\r\n"))) > max {
				tooLong = true
				buf = buf[:min(len(buf), idPrefix)]
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if !tooLong {
			buf = bytes.TrimRight(buf, "\r\n")
		}
		return buf, tooLong, err
	}
}
