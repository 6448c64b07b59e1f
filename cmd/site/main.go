// Command site builds, serves and measures the explorer's static website:
//
//	site build -out DIR   generate the site (HTML, wasm, assets, demo data, icons)
//	site serve -dir DIR   serve it on a loopback address
//	site size  -dir DIR   print raw, gzip and brotli sizes of the wasm binaries
//	site bench -dir DIR   time the page (cold and warm Chromium) against the CLI
//	site browser          print the Chromium the browser tests and bench drive
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
)

const usage = `usage:
  site build [-out DIR] [-root DIR] [-br 0-11] [-cache DIR] [-wasm=false -app-wasm FILE -worker-wasm FILE -explain-wasm FILE]
  site serve [-dir DIR] [-addr 127.0.0.1:8080]
  site size  [-dir DIR]
  site bench [-dir DIR] [-data DIR] [-cli BIN] [-runs N] [-pred FILE]
  site browser   (the Chromium used: $CHROME_PATH, else chromium or chrome on PATH)
run "site COMMAND -h" for the flags of one command`

func main() {
	err := run(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return // the flag set printed its usage
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

// run dispatches to the subcommand named by args[0].
func run(args []string) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	switch args[0] {
	case "build":
		return runBuild(args[1:])
	case "serve":
		return runServe(args[1:])
	case "size":
		return runSize(args[1:])
	case "bench":
		return runBench(args[1:])
	case "browser":
		return runBrowser(args[1:])
	case "-h", "-help", "--help", "help":
		fmt.Println(usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}
