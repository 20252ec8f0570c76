process.stdout.write('duct-calc: not built yet\n');
