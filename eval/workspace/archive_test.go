package workspace

import (
	"archive/zip"
	"bytes"
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
			if i.Kind != Ignored || !strings.Contains(i.Err, "unsupported compression") || listed[i.Name] != i {
				t.Errorf("unreadable entry %+v, listed as %+v", i, listed[i.Name])
			}
		}
	}
	if !found {
		t.Fatalf("the unreadable entry is not reported: %+v", infos)
	}
	if p := listed["pred.sql"]; p.Kind != Pred || p.Err != "" {
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
	if len(infos) != 1 || infos[0].Kind != Ignored || !strings.Contains(infos[0].Err, "nested") {
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
	if infos := w2.Add("outer.zip", outer.Bytes()); len(infos) != 1 || infos[0].Kind != Pred || infos[0].Err != "" {
		t.Errorf("an archive in an archive: %+v", infos)
	}
}
