console.log(process.execArgv, process.argv)
