console.log('shopctl');
