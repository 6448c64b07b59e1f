package workspace

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
)

// nopWriteCloser stores an entry under a compression method no reader knows.
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// TestUnreadableEntryIsListed: an archive entry that cannot be opened (found by FuzzAdd)
// was reported by Add but not listed, so the run's problems did not name it.
func TestUnreadableEntryIsListed(t *testing.T) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	zw.RegisterCompressor(99, func(w io.Writer) (io.WriteCloser, error) { return nopWriteCloser{w}, nil })
	w1, _ := zw.CreateHeader(&zip.FileHeader{Name: "odd.sql", Method: 99})
	w1.Write([]byte("SELECT 1\n"))
	w2, _ := zw.Create("pred.sql")
	w2.Write([]byte("SELECT 1\n"))
	zw.Close()
	w := New()
	defer w.Close()
	infos := w.Add("up.zip", buf.Bytes())
	listed := map[string]FileInfo{}
	for _, f := range w.Summary().Files {
		listed[f.Name] = f
	}
	found := false
	for _, i := range infos {
		if i.Name == "up.zip/odd.sql" {
			found = true
			if i.Kind != Ignored || !strings.Contains(i.Error, "unsupported compression") || listed[i.Name] != i {
				t.Errorf("unreadable entry %+v, listed as %+v", i, listed[i.Name])
			}
		}
	}
	if !found {
		t.Fatalf("the unreadable entry is not reported: %+v", infos)
	}
	if p := listed["pred.sql"]; p.Kind != Pred || p.Error != "" {
		t.Errorf("the readable entry: %+v", p)
	}
}

// TestNestedArchives: archives inside archives are expanded a few levels deep, no more, so
// a zip that contains itself (a zip quine) cannot recurse without end.
func TestNestedArchives(t *testing.T) {
	data := []byte("SELECT 1\n")
	name := "pred.sql"
	for i := range 10 {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		fw, _ := zw.Create(name)
		fw.Write(data)
		zw.Close()
		data, name = buf.Bytes(), "level"+string(rune('0'+i))+".zip"
	}
	w := New()
	defer w.Close()
	infos := w.Add(name, data)
	if len(infos) != 1 || infos[0].Kind != Ignored || !strings.Contains(infos[0].Error, "nested") {
		t.Fatalf("ten nested archives: %+v", infos)
	}
	if s := w.Summary(); len(s.Preds) != 0 || len(s.Files) != 1 {
		t.Errorf("summary %+v", s)
	}
	// Two levels, as a folder zipped with its databases zipped inside, are read.
	w2 := New()
	defer w2.Close()
	var inner, outer bytes.Buffer
	zw := zip.NewWriter(&inner)
	fw, _ := zw.Create("pred.sql")
	fw.Write([]byte("SELECT 1\n"))
	zw.Close()
	zw = zip.NewWriter(&outer)
	fw, _ = zw.Create("inner.zip")
	fw.Write(inner.Bytes())
	zw.Close()
	if infos := w2.Add("outer.zip", outer.Bytes()); len(infos) != 1 || infos[0].Kind != Pred || infos[0].Error != "" {
		t.Errorf("an archive in an archive: %+v", infos)
	}
}

// TestInflationLimits: an entry that inflates past its limit, or past what
// one upload may inflate in all, is listed as skipped and never read in
// part (a zip bomb once inflated to 1 GiB and was cut there silently).
func TestInflationLimits(t *testing.T) {
	defer func(e, a int64) { maxEntry, maxInflated = e, a }(maxEntry, maxInflated)
	maxEntry, maxInflated = 64<<10, 320<<10
	big := bytes.Repeat([]byte("SELECT 1\n"), (192<<10)/9)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"a.sql", "b.sql", "c.sql"} {
		fw, _ := zw.Create(name)
		if name == "a.sql" {
			fw.Write(bytes.Repeat([]byte("SELECT 2\n"), 1000))
		} else {
			fw.Write(big[:len(big)/3]) // 64 KiB: fits the entry limit
		}
	}
	fw, _ := zw.Create("bomb.sql")
	fw.Write(big)
	zw.Close()
	w := New()
	defer w.Close()
	got := map[string]FileInfo{}
	for _, i := range w.Add("up.zip", buf.Bytes()) {
		got[i.Name] = i
	}
	if i := got["a.sql"]; i.Kind != Pred || i.Error != "" {
		t.Errorf("a small entry: %+v", i)
	}
	if i := got["up.zip/bomb.sql"]; i.Kind != Ignored || !strings.Contains(i.Error, "inflates past 0.1 MiB") {
		t.Errorf("an entry over the entry limit: %+v", i)
	}

	// Six 64 KiB entries under a 320 KiB budget (each Add counts anew): five are read.
	maxEntry = 128 << 10
	buf.Reset()
	zw = zip.NewWriter(&buf)
	for i := range 6 {
		fw, _ := zw.Create(fmt.Sprintf("p%d.sql", i))
		fw.Write(big[:64<<10])
	}
	zw.Close()
	infos := w.Add("many.zip", buf.Bytes())
	read, skipped := 0, 0
	for _, i := range infos {
		switch {
		case i.Kind == Pred && i.Error == "":
			read++
		case strings.Contains(i.Error, "past 0.3 MiB in all"):
			skipped++
		default:
			t.Errorf("unexpected %+v", i)
		}
	}
	if read != 5 || skipped != 1 {
		t.Errorf("%d entries read, %d skipped; want 5 and 1", read, skipped)
	}
}
