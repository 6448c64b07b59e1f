package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"
)

// firstLoad lists the files a browser fetches to show the page and start
// the worker; demo data is fetched later, on demand.
var firstLoad = []string{
	"index.html", "app.js", "wasm_exec.js", "app.css", "manifest.webmanifest",
	"web/app.css", "web/app.wasm", "web/worker.js", "web/wasm_exec_go.js", "web/wasmcache.js", "web/worker.wasm",
	"web/icon-192.png", "web/sqlite/index.mjs", "web/sqlite/sqlite3.wasm",
}

// fileSizes is one file's size as stored and as sent with each encoding.
type fileSizes struct{ raw, gzip, br int64 }

func (a *fileSizes) add(b fileSizes) {
	a.raw += b.raw
	a.gzip += b.gzip
	a.br += b.br
}

func runSize(args []string) error {
	flags := flag.NewFlagSet("site size", flag.ContinueOnError)
	dir := flags.String("dir", "bin/site", "site `directory` made by site build")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("size: unexpected arguments %q", flags.Args())
	}
	return printSizes(os.Stdout, *dir)
}

// printSizes writes the table of wasm and first-load transfer sizes of the site in dir.
func printSizes(w io.Writer, dir string) error {
	var wasm, other, total fileSizes
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\traw\tgzip\tbrotli\t")
	for _, rel := range []string{"web/app.wasm", "web/worker.wasm", "web/sqlite/sqlite3.wasm"} {
		s, err := sizesOf(dir, rel)
		if err != nil {
			return err
		}
		wasm.add(s)
		printRow(tw, rel, s)
	}
	var later fileSizes
	for _, part := range explainParts {
		s, err := sizesOf(dir, "web/"+part)
		if err != nil {
			return err
		}
		later.add(s)
	}
	for _, rel := range firstLoad {
		s, err := sizesOf(dir, rel)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return err
		}
		total.add(s)
	}
	other = total
	other.raw -= wasm.raw
	other.gzip -= wasm.gzip
	other.br -= wasm.br
	printRow(tw, "other first-load files", other)
	printRow(tw, "first-load total", total)
	printRow(tw, "web/explain-1.wasm + explain-2.wasm (explain.wasm, after the first report)", later)
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("size: %w", err)
	}
	_, err := fmt.Fprintln(w, "(gzip and brotli: the precompressed files the server sends; demo data loads on demand and is not counted)")
	return err
}

func printRow(w io.Writer, name string, s fileSizes) {
	fmt.Fprintf(w, "%s\t%s\t%s\t%s\t\n", name, humanBytes(s.raw), humanBytes(s.gzip), humanBytes(s.br))
}

// sizesOf measures a site file and its .gz and .br siblings; a missing
// sibling counts as the raw size, since the server then sends the file as is.
func sizesOf(dir, rel string) (fileSizes, error) {
	name := filepath.Join(dir, filepath.FromSlash(rel))
	info, err := os.Stat(name)
	if err != nil {
		return fileSizes{}, err
	}
	s := fileSizes{raw: info.Size(), gzip: info.Size(), br: info.Size()}
	if gz, err := os.Stat(name + ".gz"); err == nil {
		s.gzip = gz.Size()
	}
	if br, err := os.Stat(name + ".br"); err == nil {
		s.br = br.Size()
	}
	return s, nil
}

// humanBytes formats n as KiB or MiB.
func humanBytes(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
}
